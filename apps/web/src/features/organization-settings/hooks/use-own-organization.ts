import { skipToken, useQuery } from '@tanstack/react-query';
import { getOrganization, organizationKeys } from '../../../lib/organizations';

const ORGANIZATION_STALE_MS = 5 * 60_000;

/** The signed-in user's own organisation (its details and brand); idle while nobody is signed in. */
export function useOwnOrganization(orgId: number | null) {
  return useQuery({
    queryKey: organizationKeys.one(orgId),
    queryFn: orgId === null ? skipToken : ({ signal }) => getOrganization(orgId, signal),
    staleTime: ORGANIZATION_STALE_MS,
  });
}
