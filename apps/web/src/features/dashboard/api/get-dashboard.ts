import type { Dashboard } from '@roi/contract/dashboard';
import { dashboardEndpoints } from '@roi/contract/endpoints/dashboard';
import { call } from '../../../lib/call';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  of: (organizationId: number | undefined) => [...dashboardKeys.all, organizationId ?? 'own'] as const,
};

/** The dashboard of the caller's organisation, or of the client an agency user chose (every client without one). */
export async function getDashboard(organizationId: number | undefined, signal?: AbortSignal): Promise<Dashboard> {
  return (await call(dashboardEndpoints.dashboard, { query: organizationId === undefined ? {} : { organizationId }, signal })).data;
}
