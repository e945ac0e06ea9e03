import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import type { SandboxPost } from '@roi/contract/integrations';
import { call } from '../../../lib/call';

/** What the Sandbox network received for an organisation (the caller's own unless an agency user names one). */
export async function getSandboxFeed(organizationId: number | undefined, signal?: AbortSignal): Promise<SandboxPost[]> {
  return (await call(integrationEndpoints.sandboxFeed, { query: { organizationId }, signal })).records;
}
