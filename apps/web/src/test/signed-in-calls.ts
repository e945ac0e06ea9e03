import { vi } from 'vitest';
import { STORAGE_KEYS } from '@roi/contract/constants';
import { memoryStorage } from './memory-storage';

/** A signed-in session in a fresh storage, its access token good for an hour: calls go out with it. */
export function signInForCalls(): void {
  const claims = { userId: 7, roleId: 1, orgId: 1, username: 'admin@example.com', exp: Math.floor(Date.now() / 1000) + 3600 };
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem(STORAGE_KEYS.accessToken, 'header.claims.signature');
  localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify(claims));
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
}

/** Every call answers this body, as JSON, with this status. */
export function answerWith(body: unknown, status = 200): void {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}
