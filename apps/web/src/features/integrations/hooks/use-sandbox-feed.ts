import { useQuery } from '@tanstack/react-query';
import { getSandboxFeed } from '../api/get-sandbox-feed';
import { integrationKeys } from '../api/query-keys';

/** What the Sandbox network received for the organisation shown. */
export function useSandboxFeed(organizationId: number | undefined) {
  return useQuery({
    queryKey: integrationKeys.sandboxFeed(organizationId),
    queryFn: ({ signal }) => getSandboxFeed(organizationId, signal),
  });
}
