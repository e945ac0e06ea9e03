const SHARE_URN_PREFIX = 'urn:li:share:';

/**
 * The element id of a sandbox post, which links point at in the fragment: the id's part after
 * 'urn:li:share:' ('sandbox-12'). Anything else is made safe for an id.
 */
export function postAnchorOf(postId: string): string {
  const local = postId.startsWith(SHARE_URN_PREFIX) ? postId.slice(SHARE_URN_PREFIX.length) : postId;
  return local.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** The post a fragment names ('#sandbox-12'), or null. */
export function anchorOfHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
