import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import { signOut } from './sign-out';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOut', () => {
  it('revokes the session with a request that outlives the page it was sent from', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ error: false, status_code: 200, message: 'Signed out' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await signOut('refresh-1');

    expect(fetchMock).toHaveBeenCalledWith(
      API_PATHS.logout,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ refreshToken: 'refresh-1' }), keepalive: true }),
    );
  });
});
