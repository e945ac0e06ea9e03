import { authEndpoints } from '@roi/contract/endpoints/auth';
import { call } from '../../../lib/call';

/**
 * Revokes the session the refresh token belongs to. Nobody waits for the answer and the app navigates away
 * at once (to /login, or a reload), so the browser is asked to finish the request whatever the page does.
 */
export async function signOut(refreshToken: string): Promise<void> {
  await call(authEndpoints.logout, { body: { refreshToken }, keepalive: true });
}
