import type { AccessTokenClaims, SessionData } from '@roi/contract/auth';
import { STORAGE_KEYS } from '@roi/contract/constants';
import { isRecord } from './is-record';

/** The signed-in user as kept in `userInfo`: the sign-in answer without its tokens, which have their own keys. */
export type SessionUser = Omit<SessionData, 'access_token' | 'refresh_token'>;

/**
 * The claims the client keeps of an access token (`userTokenInfo`). The session id (`sid`) is the server's
 * business; the client needs only `exp`, to know when to refresh.
 */
export type TokenClaims = Omit<AccessTokenClaims, 'sid'>;

/** Refresh a little before the real expiry so that a token does not lapse while its request is in flight. */
const EXPIRY_MARGIN_MS = 30_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function toClaims(value: unknown): TokenClaims | null {
  if (
    isRecord(value) &&
    typeof value.userId === 'number' &&
    typeof value.roleId === 'number' &&
    typeof value.orgId === 'number' &&
    typeof value.username === 'string' &&
    typeof value.exp === 'number'
  ) {
    return { userId: value.userId, roleId: value.roleId, orgId: value.orgId, username: value.username, exp: value.exp };
  }
  return null;
}

/**
 * Reads the claims of an access token without verifying it: the client only needs `exp` to decide when to
 * refresh; the server verifies every token it receives.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return toClaims(JSON.parse(decodeBase64Url(payload)));
  } catch {
    return null;
  }
}

/** `exp` is in seconds (JWT); `nowMs` in milliseconds. */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, nowMs: number): boolean {
  return claims.exp * 1000 - EXPIRY_MARGIN_MS <= nowMs;
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.user_id === 'number' &&
    typeof value.org_id === 'number' &&
    typeof value.org_type === 'number' &&
    typeof value.role_id === 'number' &&
    typeof value.username === 'string'
  );
}

/** A sign-in answer's session: both tokens and a user this client can keep. */
export function isSessionData(value: unknown): value is SessionData {
  return (
    isRecord(value) &&
    typeof value.access_token === 'string' &&
    typeof value.refresh_token === 'string' &&
    isSessionUser(value)
  );
}

export function readAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

/** The stored 'authenticated' flag, which marks a session whatever else storage holds. */
export function isAuthenticatedFlagSet(): boolean {
  return localStorage.getItem(STORAGE_KEYS.authenticated) === 'true';
}

export function readTokenClaims(): TokenClaims | null {
  const raw = localStorage.getItem(STORAGE_KEYS.tokenInfo);
  if (!raw) return null;
  try {
    return toClaims(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  const claims = decodeTokenClaims(accessToken);
  if (claims) localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify(claims));
  else localStorage.removeItem(STORAGE_KEYS.tokenInfo);
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(data: SessionData): void {
  const { access_token: accessToken, refresh_token: refreshToken, ...user } = data;
  saveTokens(accessToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  notify();
}

/** Changes the stored user in place (a saved profile), so that every screen showing them updates at once. */
export function updateSessionUser(changes: Partial<SessionUser>): void {
  const current = readSessionUser();
  if (!current) return;
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...current, ...changes }));
  notify();
}

/**
 * Removes the session from both storages. The theme choice stays: it belongs to the browser, not to the
 * user who signed out.
 */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  sessionStorage.clear();
  notify();
}

let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

/** The stored user, the same object while storage is unchanged (React's external-store contract). */
export function readSessionUser(): SessionUser | null {
  const raw = isAuthenticatedFlagSet() ? localStorage.getItem(STORAGE_KEYS.userInfo) : null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSessionUser(parsed)) cachedUser = parsed;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** Calls `listener` when this tab changes the session or another tab does (localStorage is shared). */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userInfo || event.key === STORAGE_KEYS.authenticated) {
      listener();
    }
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
