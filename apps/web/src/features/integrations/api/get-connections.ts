import { API_PATHS } from '@roi/contract/api-paths';
import type { Integration } from '@roi/contract/integrations';
import { apiRequest } from '../../../lib/api-client';

export interface Connections {
  records: Integration[];
  /** The organisation's time zone. */
  timezone: string;
  /** The server has no LinkedIn credentials: connections and posts go to the Sandbox network. */
  sandbox: boolean;
  /** The caller may connect, choose accounts and disconnect. */
  can_publish: boolean;
}

/** The organisation's connections (the caller's own, or the one an agency user names). */
export async function getConnections(
  query: { userId: number; organizationId?: number },
  signal?: AbortSignal,
): Promise<Connections> {
  const response = await apiRequest<Partial<Connections>>(API_PATHS.userIntegrations, { query, signal });
  return {
    records: response.records ?? [],
    timezone: response.timezone ?? '',
    sandbox: response.sandbox ?? false,
    can_publish: response.can_publish ?? false,
  };
}
