import { AGENCY_ORG_ID } from '@roi/contract/constants';

/** Who is making an authenticated request, loaded fresh from the database on every call. */
export interface Caller {
  userId: number;
  email: string;
  organizationId: number;
  orgTypeId: number;
  roleId: number;
  /** The refresh-token family of the session making the call. */
  sessionId: string;
  ip: string;
}

export function isAgencyUser(caller: Caller): boolean {
  return caller.organizationId === AGENCY_ORG_ID;
}
