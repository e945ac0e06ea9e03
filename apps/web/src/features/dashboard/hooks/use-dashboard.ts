import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardKeys, getDashboard } from '../api/get-dashboard';

/** Read again on every visit: what waits changes with every decision, publication and connection. */
export function useDashboard(organizationId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.of(organizationId),
    queryFn: ({ signal }) => getDashboard(organizationId, signal),
    placeholderData: keepPreviousData,
    meta: { isErrorShownOnScreen: true },
  });
}
