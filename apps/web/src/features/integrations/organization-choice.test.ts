import { describe, expect, it } from 'vitest';
import {
  canChooseOrganization,
  chosenOrganizationId,
  organizationIdToSend,
  pathWithOrganization,
} from './organization-choice';

const organizations = [
  { id: 1, organization_name: 'Agency' },
  { id: 4, organization_name: 'Riverside' },
];

describe('canChooseOrganization', () => {
  it('offers the choice only to someone who acts for more than one organisation', () => {
    expect(canChooseOrganization(organizations)).toBe(true);
    expect(canChooseOrganization([{ id: 4, organization_name: 'Riverside' }])).toBe(false);
    expect(canChooseOrganization(undefined)).toBe(false);
  });
});

describe('chosenOrganizationId', () => {
  it('takes the organisation the address names when it is on offer', () => {
    expect(chosenOrganizationId('4', organizations, 1)).toBe(4);
  });

  it("falls back to the caller's own for none, a malformed one or one not on offer", () => {
    expect(chosenOrganizationId(null, organizations, 1)).toBe(1);
    expect(chosenOrganizationId('4x', organizations, 1)).toBe(1);
    expect(chosenOrganizationId('0', organizations, 1)).toBe(1);
    expect(chosenOrganizationId('99999999999', organizations, 1)).toBe(1);
    expect(chosenOrganizationId('7', organizations, 1)).toBe(1);
  });

  it('trusts the address while the list is loading', () => {
    expect(chosenOrganizationId('7', undefined, 1)).toBe(7);
  });
});

describe('organizationIdToSend', () => {
  it("names only another organisation than the caller's own", () => {
    expect(organizationIdToSend(4, 1)).toBe(4);
    expect(organizationIdToSend(1, 1)).toBeUndefined();
  });
});

describe('pathWithOrganization', () => {
  it('carries another organisation in the address', () => {
    expect(pathWithOrganization('/settings', 4)).toBe('/settings?organization=4');
    expect(pathWithOrganization('/settings', undefined)).toBe('/settings');
  });
});
