import { describe, expect, it } from 'vitest';
import { ORG_TYPE } from '@roi/contract/constants';
import { isAgency, orgTypeOfOrganization, type Viewer } from './viewer';

const AGENCY_ADMIN: Viewer = { userId: 1, orgId: 1, orgTypeId: ORG_TYPE.agency, roleId: 1, orgName: 'Agency' };
const CLIENT_ADMIN: Viewer = { userId: 9, orgId: 4, orgTypeId: ORG_TYPE.economicDevelopment, roleId: 4, orgName: 'Riverside' };

describe('viewer', () => {
  it('knows the agency by organisation 1', () => {
    expect(isAgency(AGENCY_ADMIN)).toBe(true);
    expect(isAgency(CLIENT_ADMIN)).toBe(false);
  });

  it('gives the organisation type whose roles a user may hold', () => {
    expect(orgTypeOfOrganization(AGENCY_ADMIN, 1)).toBe(ORG_TYPE.agency);
    expect(orgTypeOfOrganization(AGENCY_ADMIN, 7)).toBe(ORG_TYPE.economicDevelopment);
    expect(orgTypeOfOrganization(CLIENT_ADMIN, 4)).toBe(ORG_TYPE.economicDevelopment);
  });
});
