/**
 * Router state naming where a visitor is going once signed in: the sign-in page brings them back there,
 * and a sign-up sends its new user on to the company details.
 */
export interface RedirectState {
  from: string;
}

export function isRedirectState(state: unknown): state is RedirectState {
  return typeof state === 'object' && state !== null && typeof (state as RedirectState).from === 'string';
}

/** Only a path of this site: '//host' would leave it. */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}
