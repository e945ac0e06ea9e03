import { AGENCY_ORG_ID, ORG_TYPE } from '@roi/contract/constants';
import type { ActionName, ElementKey, MenuPlacement } from '@roi/contract/menu';

export const ORGANIZATION_TYPES = [
  { id: ORG_TYPE.agency, name: 'Agency' },
  { id: ORG_TYPE.economicDevelopment, name: 'Economic Development Organization' },
];

export const AGENCY_ORGANIZATION = { id: AGENCY_ORG_ID, name: 'Agency', orgTypeId: ORG_TYPE.agency };

export type RoleLevel = 'admin' | 'manager' | 'member';

/** Per organisation type, an Admin, a Manager and a Member. */
export const ROLES: { orgTypeId: number; name: string; level: RoleLevel }[] = [
  { orgTypeId: ORG_TYPE.agency, name: 'Agency Admin', level: 'admin' },
  { orgTypeId: ORG_TYPE.agency, name: 'Agency Manager', level: 'manager' },
  { orgTypeId: ORG_TYPE.agency, name: 'Agency Member', level: 'member' },
  { orgTypeId: ORG_TYPE.economicDevelopment, name: 'Admin', level: 'admin' },
  { orgTypeId: ORG_TYPE.economicDevelopment, name: 'Manager', level: 'manager' },
  { orgTypeId: ORG_TYPE.economicDevelopment, name: 'Member', level: 'member' },
];

/**
 * Who is granted an action by default: the roles of these levels in every organisation type that may
 * be granted the feature (isGrantableTo), so that organisation management's admin is the agency's only.
 */
type Grantees = RoleLevel[];
const EVERYONE: Grantees = ['admin', 'manager', 'member'];
const LEADS: Grantees = ['admin', 'manager'];
const ADMINS: Grantees = ['admin'];

interface FeatureSeed {
  path: string;
  element: ElementKey;
  label: string;
  actions: Partial<Record<ActionName, Grantees>>;
}

interface MenuSeed {
  path: string;
  element: ElementKey;
  label: string;
  placement: MenuPlacement;
  icon: string;
  features: FeatureSeed[];
}

/**
 * Every entry of the navigation with its features and actions, and who gets each action by default
 * (docs/product/administration.md#menu-catalogue). Admins change the grants later through menu access.
 */
export const MENU_CATALOGUE: MenuSeed[] = [
  screen('/dashboard', 'Dashboard', 'Dashboard', 'main', 'Dashboard', { Enable: EVERYONE, View: EVERYONE }),
  {
    path: '/posts',
    element: 'Posts',
    label: 'Posts',
    placement: 'main',
    icon: 'Article',
    features: [
      { path: '', element: 'Posts', label: 'Posts', actions: { Enable: EVERYONE, View: EVERYONE, Delete: LEADS } },
      {
        path: '/createpost',
        element: 'PostsCreate',
        label: 'Create Post',
        actions: { Enable: EVERYONE, Create: EVERYONE, Publish: LEADS },
      },
    ],
  },
  screen('/content-hub', 'ContentHub', 'Content Hub', 'main', 'FolderOpen', { Enable: EVERYONE, View: EVERYONE }),
  screen('/approval', 'Approval', 'Approval & Collaboration', 'main', 'TaskAlt', {
    Enable: EVERYONE,
    View: EVERYONE,
    Edit: LEADS,
  }),
  screen('/scheduling', 'Scheduling', 'Scheduling & Publishing', 'main', 'Schedule', {
    Enable: LEADS,
    View: LEADS,
    Publish: LEADS,
  }),
  screen('/analytics', 'Analytics', 'Analytics & Reports', 'main', 'Insights', { Enable: EVERYONE, View: EVERYONE }),
  {
    path: '/settings',
    element: 'Settings',
    label: 'Settings',
    placement: 'secondary',
    icon: 'Settings',
    features: [
      { path: '', element: 'Settings', label: 'Settings', actions: { Enable: EVERYONE, View: EVERYONE } },
      {
        path: '/menu-access',
        element: 'MenuSettings',
        label: 'Menu Access',
        actions: { Enable: ADMINS, View: ADMINS, Edit: ADMINS },
      },
      {
        path: '/reference-data',
        element: 'ReferenceData',
        label: 'Reference Lists',
        actions: { Enable: ADMINS, View: ADMINS, Edit: ADMINS },
      },
    ],
  },
  screen('/help', 'Help', 'Help', 'secondary', 'HelpOutline', { Enable: EVERYONE }),
  screen('/orgsetting', 'OrganizationSetting', 'Organization Settings', 'profile', 'Business', {
    Enable: ADMINS,
    View: ADMINS,
    Edit: ADMINS,
  }),
  {
    path: '/organizemanagement',
    element: 'OrganizeManagement',
    label: 'Organization Management',
    placement: 'profile',
    icon: 'Apartment',
    features: [
      {
        path: '',
        element: 'OrganizeManagement',
        label: 'Organizations',
        actions: { Enable: ADMINS, View: ADMINS, Create: ADMINS, Edit: ADMINS },
      },
      { path: '/create', element: 'CreateOrganization', label: 'Create Organization', actions: { Enable: ADMINS } },
      {
        path: '/details/:orgId',
        element: 'OrganizationDetails',
        label: 'Organization Details',
        actions: { Enable: ADMINS },
      },
    ],
  },
  {
    path: '/usermanagement',
    element: 'UserManagement',
    label: 'User Management',
    placement: 'profile',
    icon: 'People',
    features: [
      {
        path: '',
        element: 'UserManagement',
        label: 'Users',
        actions: { Enable: ADMINS, View: ADMINS, Create: ADMINS, Edit: ADMINS },
      },
      { path: '/view/:userId', element: 'UserViewDetails', label: 'User Details', actions: { Enable: ADMINS } },
      { path: '/edit/:userId', element: 'EditUserDetails', label: 'Edit User', actions: { Enable: ADMINS } },
    ],
  },
];

function screen(
  path: string,
  element: ElementKey,
  label: string,
  placement: MenuPlacement,
  icon: string,
  actions: FeatureSeed['actions'],
): MenuSeed {
  return { path, element, label, placement, icon, features: [{ path: '', element, label, actions }] };
}

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
