import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { call } from '../../../lib/call';

/**
 * The organisation's connections (the caller's own, or the one an agency user names), with its time zone,
 * whether they go to the Sandbox network, and whether the caller may connect, choose accounts and disconnect.
 */
export function getConnections(query: { userId: number; organizationId?: number }, signal?: AbortSignal) {
  return call(integrationEndpoints.userIntegrations, { query, signal });
}
