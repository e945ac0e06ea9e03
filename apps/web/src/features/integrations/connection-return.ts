import { isLocalPath } from '../../lib/redirect-state';

/**
 * Where the callback screen sends the user once the accounts are chosen. LinkedIn always returns to
 * /linkedin-oauth, so whoever starts a connection (Settings, the onboarding) names, in the tab's session
 * storage, the screen it is to come back to; none means Settings.
 */
const STORAGE_KEY = 'linkedinConnectionReturn';

export function storeConnectionReturn(path: string | null): void {
  if (path === null) sessionStorage.removeItem(STORAGE_KEY);
  else sessionStorage.setItem(STORAGE_KEY, path);
}

/** The stored path, when it is one of this site's. */
export function readConnectionReturn(): string | null {
  const path = sessionStorage.getItem(STORAGE_KEY);
  return path !== null && isLocalPath(path) ? path : null;
}
