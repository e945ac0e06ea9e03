import { AGENCY_ORG_ID, ORG_TYPE } from '@roi/contract/constants';
import type { RoleLevel } from '@roi/contract/menu-catalogue';

export const ORGANIZATION_TYPES = [
  { id: ORG_TYPE.agency, name: 'Agency' },
  { id: ORG_TYPE.economicDevelopment, name: 'Economic Development Organization' },
];

export const AGENCY_ORGANIZATION = { id: AGENCY_ORG_ID, name: 'Agency', orgTypeId: ORG_TYPE.agency };

/** Per organisation type, an Admin, a Manager and a Member. */
export const ROLES: { orgTypeId: number; name: string; level: RoleLevel }[] = [
  { orgTypeId: ORG_TYPE.agency, name: 'Agency Admin', level: 'admin' },
  { orgTypeId: ORG_TYPE.agency, name: 'Agency Manager', level: 'manager' },
  { orgTypeId: ORG_TYPE.agency, name: 'Agency Member', level: 'member' },
  { orgTypeId: ORG_TYPE.economicDevelopment, name: 'Admin', level: 'admin' },
  { orgTypeId: ORG_TYPE.economicDevelopment, name: 'Manager', level: 'manager' },
  { orgTypeId: ORG_TYPE.economicDevelopment, name: 'Member', level: 'member' },
];

/** The reference lists. Time zones are stored as IANA zones and shown by their short names. */
export const REFERENCE_DATA: Record<string, { value: string; label: string }[]> = {
  goal: labels([
    'Attract investment',
    'Promote sites and buildings',
    'Workforce and talent',
    'Business retention and expansion',
    'Announce news',
    'Promote an event',
    'Build brand awareness',
  ]),
  industry: labels([
    'Advanced manufacturing',
    'Life sciences',
    'Technology',
    'Logistics and distribution',
    'Energy',
    'Agribusiness and food processing',
    'Aerospace and defense',
    'Financial services',
    'Tourism',
  ]),
  region: labels(['Northeast', 'Southeast', 'Midwest', 'Southwest', 'West', 'National', 'International']),
  audience: labels([
    'Site selectors',
    'Corporate real estate executives',
    'Business owners',
    'Investors',
    'Job seekers',
    'Residents',
    'Policymakers',
    'Media',
  ]),
  country: labels(['United States', 'United Kingdom', 'Canada']),
  timezone: [
    { value: 'America/New_York', label: 'EST' },
    { value: 'America/Los_Angeles', label: 'PST' },
    { value: 'Europe/London', label: 'GMT' },
  ],
};

function labels(values: string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
