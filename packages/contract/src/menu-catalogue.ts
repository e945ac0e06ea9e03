import type { ActionName, ElementKey, MenuPlacement } from './menu.js';

/** What a role is, whatever it is called: each organisation type has one of each. */
export type RoleLevel = 'admin' | 'manager' | 'member';

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
      { path: '', element: 'Posts', label: 'Posts', actions: { Enable: EVERYONE, View: EVERYONE } },
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


/** A feature path is appended to its entry's path; '' is the entry's own screen. */
export function joinMenuPath(parent: string, child: string): string {
  if (!child) return parent;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return child.startsWith('/') ? base + child : `${base}/${child}`;
}

/**
 * Every path a menu can grant (entries and their features, ':param' patterns included). The code owns
 * them, not the administrators: the client knows them before anyone signs in, so that a signed-out
 * visitor is sent to sign in from a screen of the product and shown the not-found page anywhere else.
 */
export const MENU_CATALOGUE_PATHS: readonly string[] = MENU_CATALOGUE.flatMap((entry) => [
  entry.path,
  ...entry.features.filter((feature) => feature.path).map((feature) => joinMenuPath(entry.path, feature.path)),
]);
