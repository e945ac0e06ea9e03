import { AGENCY_ORG_ID } from '@roi/contract/constants';

/**
 * Who is making an authenticated request, as the database holds it when the request starts (kept in
 * memory only while nothing that decides it has changed: docs/decisions/0021).
 */
export interface Caller {
  userId: number;
  email: string;
  organizationId: number;
  orgTypeId: number;
  roleId: number;
  /** The refresh-token family of the session making the call. */
  sessionId: string;
  ip: string;
  /** The access generation read as the request started: what was kept under it holds for this request. */
  accessGeneration: number;
  /**
   * Present when the call is made with an API key: the key's id and the menu actions
   * (`Feature:Action`) it was granted, which bound what the creator's role may do.
   */
  apiKey?: { id: number; permissions: ReadonlySet<string> };
}

export function isAgencyUser(caller: Caller): boolean {
  return caller.organizationId === AGENCY_ORG_ID;
}
