/** Links may point to web pages and email addresses, never to script, data or files. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address a link may point to, or null. A bare domain ('example.org/page') is taken as https; any
 * other scheme (javascript:, data:, file:) is refused.
 */
export function toSafeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text);
  const candidate = hasScheme ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url.pathname) ? candidate : null;
  // A web address needs a dotted host (or localhost), so that 'hello' is not taken for a site.
  return url.hostname.includes('.') || url.hostname === 'localhost' ? candidate : null;
}
