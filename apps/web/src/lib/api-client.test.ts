import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import { MESSAGES } from '@roi/contract/messages';
import { STORAGE_KEYS } from '@roi/contract/constants';
import { ApiError, apiRequest } from './api-client';
import { memoryStorage } from '../test/memory-storage';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const claimsFor = (exp: number) => ({ userId: 7, roleId: 1, orgId: 1, username: 'admin@example.com', exp });

function accessToken(exp: number, marker: string): string {
  return `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claimsFor(exp)))}.${marker}`;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const assign = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

/** Stores a session whose access token expires at `exp`, as sign-in would; returns the token. */
function signIn(exp: number, marker: string): string {
  const token = accessToken(exp, marker);
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify(claimsFor(exp)));
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  return token;
}

function authorizationOf(call: Parameters<typeof fetch>): string | undefined {
  const headers = call[1]?.headers as Record<string, string> | undefined;
  return headers?.Authorization;
}

const ok = (extra: object = {}) => json(200, { error: false, status_code: 200, message: 'ok', ...extra });
const refreshed = (idToken: string, refreshToken: string) => ok({ idToken, refreshToken });
const refused = () => json(401, { error: true, status_code: 401, message: MESSAGES.sessionExpired });

/** What another tab leaves in the shared storage after it has refreshed the session. */
function storeTokensOfAnotherTab(exp: number, marker: string): string {
  const token = accessToken(exp, marker);
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-of-the-other-tab');
  localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify(claimsFor(exp)));
  return token;
}

/**
 * Web Locks as a secure context offers them: one holder at a time; `beforeGrant` plays what another tab
 * did while it held the lock.
 */
function stubWebLocks(beforeGrant: () => void = () => undefined) {
  const lock = { held: false };
  const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
    beforeGrant();
    lock.held = true;
    try {
      return await callback();
    } finally {
      lock.held = false;
    }
  });
  vi.stubGlobal('navigator', { locks: { request } });
  return { lock, request };
}

function expectSessionEnded() {
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBeNull();
  expect(assign).toHaveBeenCalledWith('/login');
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', { location: { assign }, addEventListener: vi.fn(), removeEventListener: vi.fn() });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  assign.mockReset();
});

describe('apiRequest', () => {
  it('sends the stored token and returns the envelope', async () => {
    const token = signIn(nowSeconds() + 900, 'fresh');
    fetchMock.mockResolvedValueOnce(json(200, { error: false, status_code: 200, message: 'ok', records: [] }));

    await expect(apiRequest('/api/v1/things', { query: { a: 1, b: undefined } })).resolves.toMatchObject({ records: [] });

    const call = fetchMock.mock.calls[0];
    expect(call?.[0]).toBe('/api/v1/things?a=1');
    expect(call && authorizationOf(call)).toBe(`Bearer ${token}`);
  });

  it('runs one refresh for concurrent calls made with an expired token', async () => {
    signIn(nowSeconds() - 60, 'old');
    const renewed = accessToken(nowSeconds() + 900, 'new');
    fetchMock.mockImplementation(async (input) => {
      if (input === API_PATHS.refreshToken) {
        return json(200, { error: false, status_code: 200, message: 'ok', idToken: renewed, refreshToken: 'refresh-2' });
      }
      return json(200, { error: false, status_code: 200, message: 'ok' });
    });

    await Promise.all([apiRequest('/api/v1/one'), apiRequest('/api/v1/two'), apiRequest('/api/v1/three')]);

    const refreshCalls = fetchMock.mock.calls.filter((call) => call[0] === API_PATHS.refreshToken);
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.[1]?.body).toBe(JSON.stringify({ refreshToken: 'refresh-1' }));
    const apiCalls = fetchMock.mock.calls.filter((call) => call[0] !== API_PATHS.refreshToken);
    expect(apiCalls.map(authorizationOf)).toEqual([`Bearer ${renewed}`, `Bearer ${renewed}`, `Bearer ${renewed}`]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('clears the session and goes to sign-in when the refresh is refused', async () => {
    signIn(nowSeconds() - 60, 'old');
    fetchMock.mockResolvedValueOnce(json(401, { error: true, status_code: 401, message: 'Invalid refresh token' }));

    await expect(apiRequest('/api/v1/one')).rejects.toEqual(new ApiError(401, MESSAGES.sessionExpired));
    expectSessionEnded();
  });

  it('keeps the session when the refresh meets an unavailable server, so that the user can retry', async () => {
    signIn(nowSeconds() - 60, 'old');
    fetchMock.mockResolvedValueOnce(json(503, { error: true, status_code: 503, message: MESSAGES.serviceUnavailable }));

    await expect(apiRequest('/api/v1/one')).rejects.toMatchObject({ status: 503, message: MESSAGES.serviceUnavailable });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBe('true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('refreshes while holding the tabs\' lock when the browser has Web Locks', async () => {
    signIn(nowSeconds() - 60, 'old');
    const renewed = accessToken(nowSeconds() + 900, 'new');
    const { lock, request } = stubWebLocks();
    let wasLockHeldDuringRefresh = false;
    fetchMock.mockImplementation(async (input) => {
      if (input !== API_PATHS.refreshToken) return ok();
      wasLockHeldDuringRefresh = lock.held;
      return refreshed(renewed, 'refresh-2');
    });

    await apiRequest('/api/v1/one');

    expect(request).toHaveBeenCalledWith('roi-token-refresh', expect.any(Function));
    expect(wasLockHeldDuringRefresh).toBe(true);
    expect(authorizationOf(fetchMock.mock.calls[1]!)).toBe(`Bearer ${renewed}`);
  });

  it('uses the token another tab refreshed while it held the lock, without refreshing again', async () => {
    signIn(nowSeconds() - 60, 'old');
    let othersToken = '';
    stubWebLocks(() => {
      othersToken = storeTokensOfAnotherTab(nowSeconds() + 900, 'other-tab');
    });
    fetchMock.mockResolvedValue(ok());

    await apiRequest('/api/v1/one');

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/v1/one']);
    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBe(`Bearer ${othersToken}`);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-of-the-other-tab');
  });

  it('keeps the session when, without Web Locks, another tab won the race to refresh', async () => {
    signIn(nowSeconds() - 60, 'old');
    let othersToken = '';
    fetchMock.mockImplementation(async (input) => {
      if (input !== API_PATHS.refreshToken) return ok();
      // The other tab presented the same refresh token first and stored its successor; ours is refused.
      othersToken = storeTokensOfAnotherTab(nowSeconds() + 900, 'other-tab');
      return refused();
    });

    await expect(apiRequest('/api/v1/one')).resolves.toMatchObject({ error: false });

    expect(authorizationOf(fetchMock.mock.calls[1]!)).toBe(`Bearer ${othersToken}`);
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBe('true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('refreshes once and retries a call the server refuses with a token the clock still trusts', async () => {
    const token = signIn(nowSeconds() + 900, 'revoked-key');
    const renewed = accessToken(nowSeconds() + 900, 'new');
    fetchMock
      .mockResolvedValueOnce(json(401, { error: true, status_code: 401, message: 'Sign in required' }))
      .mockResolvedValueOnce(refreshed(renewed, 'refresh-2'))
      .mockResolvedValueOnce(ok({ records: [1] }));

    await expect(apiRequest('/api/v1/one')).resolves.toMatchObject({ records: [1] });

    expect(fetchMock.mock.calls.map((call) => [call[0], authorizationOf(call)])).toEqual([
      ['/api/v1/one', `Bearer ${token}`],
      [API_PATHS.refreshToken, undefined],
      ['/api/v1/one', `Bearer ${renewed}`],
    ]);
  });

  it('ends the session when the retried call is refused too', async () => {
    signIn(nowSeconds() + 900, 'fresh');
    const refusal = json(401, { error: true, status_code: 401, message: 'Sign in required' });
    fetchMock
      .mockResolvedValueOnce(refusal)
      .mockResolvedValueOnce(refreshed(accessToken(nowSeconds() + 900, 'new'), 'refresh-2'))
      .mockResolvedValueOnce(refusal.clone());

    await expect(apiRequest('/api/v1/one')).rejects.toEqual(new ApiError(401, MESSAGES.sessionExpired));
    expectSessionEnded();
  });

  it('ends a session flagged as signed in that has no token, without calling', async () => {
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');

    await expect(apiRequest('/api/v1/one')).rejects.toEqual(new ApiError(401, MESSAGES.sessionExpired));
    expect(fetchMock).not.toHaveBeenCalled();
    expectSessionEnded();
  });

  it("throws the server's message for a failed call", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: true, status_code: 401, message: 'Invalid credentials' }));
    const failure = apiRequest(API_PATHS.login, { method: 'POST', body: {}, isPublic: true });
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
  });

  it('treats a 200 answer whose envelope says it failed as a failure, with its message', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { error: true, status_code: 200, message: 'Not saved' }));
    await expect(apiRequest('/api/v1/one', { isPublic: true })).rejects.toMatchObject({ message: 'Not saved' });
    fetchMock.mockResolvedValueOnce(json(200, { error: false, status_code: 206, message: 'Partial list', records: [] }));
    await expect(apiRequest('/api/v1/one', { isPublic: true })).rejects.toMatchObject({ message: 'Partial list' });
  });

  it('says the service is unavailable when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/v1/one', { isPublic: true })).rejects.toMatchObject({
      status: 0,
      message: MESSAGES.serviceUnavailable,
    });
  });

  it('falls back to a generic message when the answer is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/v1/one', { isPublic: true })).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.serviceUnavailable,
    });
  });
});
