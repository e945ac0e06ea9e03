import { API_PATHS } from '@roi/contract/api-paths';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Revokes the session the refresh token belongs to. */
export async function signOut(refreshToken: string): Promise<void> {
  await apiRequest<EnvelopeBase>(API_PATHS.logout, { method: 'POST', body: { refreshToken }, isPublic: true });
}
