import type { QueryClient } from '@tanstack/react-query';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import type { OrganizationListRequest, OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { ApiError } from './api-client';
import { call, callWithProgress } from './call';

/*
 * An organisation's record is read and saved from two features: the administration screens (any
 * organisation) and the organisation's own settings, onboarding and brand theme. Features do not import
 * each other, so the one request and the one query key family they share live here, beside call(): a save
 * on either screen then refreshes every copy of the record.
 */

/** Query keys of organisations: one organisation, or a page of them; every one starts with `all`. */
export const organizationKeys = {
  all: ['organizations'] as const,
  one: (orgId: number | null) => [...organizationKeys.all, 'one', orgId] as const,
  list: (request: OrganizationListRequest) => [...organizationKeys.all, 'list', request] as const,
};

const ORGANIZATION_NOT_FOUND = 'This organization does not exist or you cannot see it.';

/** One organisation: one's own, or, for agency users, any. */
export async function getOrganization(orgId: number, signal?: AbortSignal): Promise<OrganizationRecord> {
  const [record] = (await call(organizationEndpoints.organizationGet, { query: { orgId }, signal })).records;
  if (!record) throw new ApiError(404, ORGANIZATION_NOT_FOUND);
  return record;
}

/**
 * Saves an organisation's details and brand; answers the record as saved. The logo travels inline, so the
 * request may be large: it reports how much of it has been sent.
 */
export async function updateOrganization(
  request: OrganizationUpdateRequest,
  onProgress?: (fraction: number) => void,
): Promise<OrganizationRecord> {
  return (await callWithProgress(organizationEndpoints.organizationUpdate, { body: request, onProgress })).data;
}

/**
 * After a save (or a creation): the record as saved replaces the cached one at once, before this returns
 * (the theme and the sidebar logo follow it); the promise settles once every organisation query shown
 * has been fetched again (lists, names, counts).
 */
export async function showSavedOrganization(queryClient: QueryClient, organization: OrganizationRecord): Promise<void> {
  queryClient.setQueryData(organizationKeys.one(organization.id), organization);
  await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
}
