import { AGENCY_ORG_ID, ORG_TYPE } from '@roi/contract/constants';

/** Who is administering: the signed-in user's ids, handed in by the app from the session. */
export interface Viewer {
  userId: number;
  orgId: number;
  orgTypeId: number;
  roleId: number;
  orgName: string;
}

/** Agency users (organisation 1) see and manage every organisation. */
export function isAgency(viewer: Viewer): boolean {
  return viewer.orgId === AGENCY_ORG_ID;
}

/**
 * The organisation type of a user's organisation, whose roles they may hold: the viewer's own type for its
 * own organisation, Agency for organisation 1, and Economic Development for every client.
 */
export function orgTypeOfOrganization(viewer: Viewer, organizationId: number): number {
  if (organizationId === viewer.orgId) return viewer.orgTypeId;
  return organizationId === AGENCY_ORG_ID ? ORG_TYPE.agency : ORG_TYPE.economicDevelopment;
}
