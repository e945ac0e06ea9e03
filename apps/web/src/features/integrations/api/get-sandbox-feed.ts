import { API_PATHS } from '@roi/contract/api-paths';
import type { SandboxPost } from '@roi/contract/integrations';
import { apiRequest } from '../../../lib/api-client';

/** What the Sandbox network received for an organisation (the caller's own unless an agency user names one). */
export async function getSandboxFeed(organizationId: number | undefined, signal?: AbortSignal): Promise<SandboxPost[]> {
  const response = await apiRequest<{ records?: SandboxPost[] }>(API_PATHS.sandboxFeed, {
    query: { organizationId },
    signal,
  });
  return response.records ?? [];
}
