import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getOrganizations } from '../api/get-organizations';
import { integrationKeys } from '../api/query-keys';
import {
  canChooseOrganization,
  chosenOrganizationId,
  organizationIdToSend,
  ORGANIZATION_PARAM,
  type OrganizationOption,
} from '../organization-choice';

/** The organisations change rarely (an agency admin creates one): a few minutes old is fresh enough. */
const ORGANIZATIONS_STALE_MS = 5 * 60_000;

export interface OrganizationChoice {
  /** The organisations on offer, or null when the caller acts only for their own. */
  options: OrganizationOption[] | null;
  chosenId: number;
  /** What the calls name: undefined for the caller's own organisation. */
  organizationId: number | undefined;
  choose: (organizationId: number) => void;
}

/** Which organisation's connections (or sandbox feed) are shown; agency users choose, in the address. */
export function useOrganizationChoice(ownOrganizationId: number): OrganizationChoice {
  const [params, setParams] = useSearchParams();
  const organizations = useQuery({
    queryKey: integrationKeys.organizations(),
    queryFn: ({ signal }) => getOrganizations(signal),
    staleTime: ORGANIZATIONS_STALE_MS,
  });
  const chosenId = chosenOrganizationId(params.get(ORGANIZATION_PARAM), organizations.data, ownOrganizationId);

  const choose = useCallback(
    (organizationId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (organizationId === ownOrganizationId) next.delete(ORGANIZATION_PARAM);
          else next.set(ORGANIZATION_PARAM, String(organizationId));
          return next;
        },
        { replace: true },
      ),
    [setParams, ownOrganizationId],
  );

  return {
    options: canChooseOrganization(organizations.data) ? (organizations.data ?? null) : null,
    chosenId,
    organizationId: organizationIdToSend(chosenId, ownOrganizationId),
    choose,
  };
}
