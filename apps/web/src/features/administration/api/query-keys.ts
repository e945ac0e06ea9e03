import type { UserListRequest } from '@roi/contract/administration';

/**
 * Every query key of administration, written once so that a save can invalidate what it changed. The
 * organisations' keys are not here: the organisation's own settings share them (lib/organizations.ts).
 */
export const adminKeys = {
  all: ['administration'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (request: UserListRequest) => [...adminKeys.users(), 'list', request] as const,
  user: (userId: number) => [...adminKeys.users(), 'one', userId] as const,
  organizationTypes: () => [...adminKeys.all, 'organization-types'] as const,
  roles: (orgTypeId: number) => [...adminKeys.all, 'roles', orgTypeId] as const,
  menuMatrices: () => [...adminKeys.all, 'menu-matrix'] as const,
  menuMatrix: (query: { orgTypeId: number; roleId: number; organizationId: number }) =>
    [...adminKeys.menuMatrices(), query] as const,
};
