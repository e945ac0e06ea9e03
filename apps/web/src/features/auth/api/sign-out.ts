import { API_PATHS } from '@roi/contract/api-paths';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/**
 * Revokes the session the refresh token belongs to. Nobody waits for the answer and the app navigates away
 * at once (to /login, or a reload), so the browser is asked to finish the request whatever the page does.
 */
export async function signOut(refreshToken: string): Promise<void> {
  await apiRequest<EnvelopeBase>(API_PATHS.logout, {
    method: 'POST',
    body: { refreshToken },
    isPublic: true,
    keepalive: true,
  });
}
