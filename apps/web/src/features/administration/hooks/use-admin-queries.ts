import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { OrganizationListRequest, UserListRequest } from '@roi/contract/administration';
import type { MenuQuery } from '@roi/contract/menu-schemas';
import { MESSAGES } from '@roi/contract/messages';
import { getOrganization, organizationKeys } from '../../../lib/organizations';
import { getMenuMatrix } from '../api/get-menu-matrix';
import { getOrganizationList } from '../api/get-organization-list';
import { getOrganizationTypes } from '../api/get-organization-types';
import { getRoles } from '../api/get-roles';
import { getUser } from '../api/get-user';
import { getUserList } from '../api/get-user-list';
import { adminKeys } from '../api/query-keys';
import { MAX_PAGE_SIZE } from '../paging';

const LOOKUP_STALE_MS = 5 * 60_000;

/** A page of users; the previous page stays on screen while the next loads. */
export function useUserList(request: UserListRequest | null) {
  return useQuery({
    queryKey: adminKeys.userList(request ?? { page: 0, page_size: 0 }),
    queryFn: request ? ({ signal }) => getUserList(request, signal) : skipToken,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.userListFailed },
  });
}

/** One user by id; a missing one, or one out of reach, fails with 404, which the screen shows. */
export function useUser(userId: number | null) {
  return useQuery({
    queryKey: adminKeys.user(userId ?? 0),
    queryFn: userId ? ({ signal }) => getUser(userId, signal) : skipToken,
    meta: { isErrorShownOnScreen: true },
  });
}

/** A page of organisations (agency users only; `request` null keeps it idle). */
export function useOrganizationList(request: OrganizationListRequest | null) {
  return useQuery({
    queryKey: organizationKeys.list(request ?? { page: 0, page_size: 0 }),
    queryFn: request ? ({ signal }) => getOrganizationList(request, signal) : skipToken,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.organizationListFailed },
  });
}

/** Organisations to choose from in filters and pickers: the first page of the largest size. */
export function useOrganizationOptions(isEnabled: boolean) {
  return useOrganizationList(isEnabled ? { page: 1, page_size: MAX_PAGE_SIZE } : null);
}

export function useOrganization(orgId: number | null) {
  return useQuery({
    queryKey: organizationKeys.one(orgId),
    queryFn: orgId ? ({ signal }) => getOrganization(orgId, signal) : skipToken,
    meta: { isErrorShownOnScreen: true },
  });
}

export function useOrganizationTypes(isEnabled: boolean) {
  return useQuery({
    queryKey: adminKeys.organizationTypes(),
    queryFn: isEnabled ? ({ signal }) => getOrganizationTypes(signal) : skipToken,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The roles of an organisation type; idle until the type is known. */
export function useRoles(orgTypeId: number | null | undefined) {
  return useQuery({
    queryKey: adminKeys.roles(orgTypeId ?? 0),
    queryFn: orgTypeId ? ({ signal }) => getRoles(orgTypeId, signal) : skipToken,
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useMenuMatrix(query: MenuQuery | null) {
  return useQuery({
    queryKey: adminKeys.menuMatrix(query ?? { orgTypeId: 0, roleId: 0, organizationId: 0 }),
    queryFn: query ? ({ signal }) => getMenuMatrix(query, signal) : skipToken,
    meta: { errorMessage: MESSAGES.noMenuData },
  });
}
