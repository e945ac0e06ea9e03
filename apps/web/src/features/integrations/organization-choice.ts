/** The search parameter that keeps an agency user's chosen organisation across reloads and links. */
export const ORGANIZATION_PARAM = 'organization';

export interface OrganizationOption {
  id: number;
  organization_name: string;
}

/** Agency users act for many organisations and choose one; everyone else has only their own. */
export function canChooseOrganization(organizations: readonly OrganizationOption[] | undefined): boolean {
  return (organizations?.length ?? 0) > 1;
}

function parseId(param: string | null): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The organisation whose connections are shown: the one the address names when the caller may act for
 * it, else their own. Until the list is known the address is trusted; the server checks it anyway.
 */
export function chosenOrganizationId(
  param: string | null,
  organizations: readonly OrganizationOption[] | undefined,
  ownOrganizationId: number,
): number {
  const id = parseId(param);
  if (id === null) return ownOrganizationId;
  if (organizations && !organizations.some((organization) => organization.id === id)) return ownOrganizationId;
  return id;
}

/** What a call names: another organisation only; the caller's own is the server's default. */
export function organizationIdToSend(chosenId: number, ownOrganizationId: number): number | undefined {
  return chosenId === ownOrganizationId ? undefined : chosenId;
}

/** A path of this client that keeps the chosen organisation, when it is not the caller's own. */
export function pathWithOrganization(path: string, organizationId: number | undefined): string {
  return organizationId === undefined ? path : `${path}?${ORGANIZATION_PARAM}=${organizationId}`;
}
