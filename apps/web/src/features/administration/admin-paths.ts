/**
 * Where the administration screens live. The server's menu routes them (seed catalogue): the entry paths
 * and their feature paths, which these follow.
 */
export const ADMIN_PATHS = {
  users: '/usermanagement',
  userView: (userId: number) => `/usermanagement/view/${userId}`,
  userEdit: (userId: number) => `/usermanagement/edit/${userId}`,
  organizations: '/organizemanagement',
  organizationCreate: '/organizemanagement/create',
  organizationDetails: (orgId: number) => `/organizemanagement/details/${orgId}`,
} as const;

/** What a link to a user's screens carries, so that the screen finds the user in the right organisation. */
export interface UserLinkState {
  organizationId?: number;
}

export function readUserLinkState(state: unknown): UserLinkState {
  if (typeof state !== 'object' || state === null) return {};
  const organizationId = (state as UserLinkState).organizationId;
  return typeof organizationId === 'number' ? { organizationId } : {};
}

/** A positive integer id from a route parameter, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
