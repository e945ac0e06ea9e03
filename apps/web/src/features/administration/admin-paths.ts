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

/** A positive integer id from a route parameter, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
