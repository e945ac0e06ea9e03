import type { OrganizationListRequest, UserListRequest } from '@roi/contract/administration';

/** Every query key of administration, written once so that a save can invalidate what it changed. */
export const adminKeys = {
  all: ['administration'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (request: UserListRequest) => [...adminKeys.users(), 'list', request] as const,
  user: (userId: number, organizationId: number | undefined) => [...adminKeys.users(), 'one', userId, organizationId ?? null] as const,
  organizations: () => [...adminKeys.all, 'organizations'] as const,
  organizationList: (request: OrganizationListRequest) => [...adminKeys.organizations(), 'list', request] as const,
  organization: (orgId: number) => [...adminKeys.organizations(), 'one', orgId] as const,
  organizationTypes: () => [...adminKeys.all, 'organization-types'] as const,
  roles: (orgTypeId: number) => [...adminKeys.all, 'roles', orgTypeId] as const,
  menuMatrices: () => [...adminKeys.all, 'menu-matrix'] as const,
  menuMatrix: (query: { orgTypeId: number; roleId: number; organizationId: number }) =>
    [...adminKeys.menuMatrices(), query] as const,
};
