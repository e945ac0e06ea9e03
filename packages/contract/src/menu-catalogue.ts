import { ORG_TYPE } from './constants.js';
import type { ActionName, MenuPlacement } from './menu.js';

/**
 * The registry of the screens the menu can grant: every entry of the navigation with its features, the
 * element key that names each feature's screen, its actions and who gets each action by default
 * (docs/product/administration.md#menu-catalogue). The server seeds it into every database on start
 * (administrators change the grants later through menu access); the client's screen table must name a
 * component for each element key. Adding a menu screen is an entry here plus its component.
 */

export type RoleLevel = 'admin' | 'manager' | 'member';

/**
 * Who is granted an action by default: the roles of these levels in every organisation type that may
 * be granted the feature (isGrantableTo), so that organisation management's admin is the agency's only.
 */
type Grantees = readonly RoleLevel[];
const EVERYONE: Grantees = ['admin', 'manager', 'member'];
const LEADS: Grantees = ['admin', 'manager'];
const ADMINS: Grantees = ['admin'];

interface FeatureEntry<Element extends string = string> {
  /** Appended to the menu entry's path; '' is the entry's own screen. */
  path: string;
  element: Element;
  label: string;
  actions: Partial<Record<ActionName, Grantees>>;
  /**
   * Only the agency's roles may be granted it: organisation management lists and changes every
   * organisation, and the reference lists are every organisation's. A client organisation's role is not
   * offered it in menu access, does not hold it whatever is stored, and the server refuses to grant it
   * (docs/decisions/0002).
   */
  agencyOnly?: true;
}

interface MenuEntry<Element extends string = string> {
  path: string;
  element: Element;
  label: string;
  placement: MenuPlacement;
  icon: string;
  features: readonly FeatureEntry<Element>[];
}

/** A menu entry that is one screen. */
function screen<const Element extends string>(
  path: string,
  element: Element,
  label: string,
  placement: MenuPlacement,
  icon: string,
  actions: FeatureEntry['actions'],
): MenuEntry<Element> {
  return { path, element, label, placement, icon, features: [{ path: '', element, label, actions }] };
}

/** A menu entry whose screens sit below its path. */
function section<const Element extends string>(entry: MenuEntry<Element>): MenuEntry<Element> {
  return entry;
}

export const MENU_CATALOGUE = [
  screen('/dashboard', 'Dashboard', 'Dashboard', 'main', 'Dashboard', { Enable: EVERYONE, View: EVERYONE }),
  section({
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
  }),
  // Publish: adding, importing and removing the facts posts may state (docs/product/facts.md).
  screen('/content-hub', 'ContentHub', 'Content Hub', 'main', 'FolderOpen', {
    Enable: EVERYONE,
    View: EVERYONE,
    Create: EVERYONE,
    Edit: EVERYONE,
    Delete: LEADS,
    Publish: LEADS,
  }),
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
  screen('/analytics', 'Analytics', 'Analytics & Reports', 'main', 'Insights', {
    Enable: EVERYONE,
    View: EVERYONE,
    // Recording outcomes against campaigns (and the outcomes endpoint's secret).
    Edit: LEADS,
  }),
  section({
    // 'Settings' is ours: /settings is in the navigation, but no element was named for it (docs/decisions/0002).
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
        agencyOnly: true,
      },
      {
        path: '/api-keys',
        element: 'ApiKeys',
        label: 'API Keys',
        actions: { Enable: ADMINS, View: ADMINS, Edit: ADMINS },
      },
      {
        path: '/webhooks',
        element: 'Webhooks',
        label: 'Webhooks',
        actions: { Enable: ADMINS, View: ADMINS, Edit: ADMINS },
      },
      {
        path: '/records',
        element: 'Records',
        label: 'Public Records',
        actions: { Enable: ADMINS, View: ADMINS, Edit: ADMINS },
      },
    ],
  }),
  section({
    path: '/help',
    element: 'Help',
    label: 'Help',
    placement: 'secondary',
    icon: 'HelpOutline',
    features: [
      { path: '', element: 'Help', label: 'Help', actions: { Enable: EVERYONE } },
      // One article of the Help centre, by its address: /help/getting-started.
      { path: '/:article', element: 'HelpArticle', label: 'Help Article', actions: { Enable: EVERYONE } },
    ],
  }),
  screen('/orgsetting', 'OrganizationSetting', 'Organization Settings', 'profile', 'Business', {
    Enable: ADMINS,
    View: ADMINS,
    Edit: ADMINS,
  }),
  section({
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
        agencyOnly: true,
      },
      {
        path: '/create',
        element: 'CreateOrganization',
        label: 'Create Organization',
        actions: { Enable: ADMINS },
        agencyOnly: true,
      },
      {
        path: '/details/:orgId',
        element: 'OrganizationDetails',
        label: 'Organization Details',
        actions: { Enable: ADMINS },
        agencyOnly: true,
      },
    ],
  }),
  section({
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
  }),
];

/** The key that names a feature's screen: what a menu entry or feature opens. */
export type ElementKey = (typeof MENU_CATALOGUE)[number]['features'][number]['element'];

const AGENCY_ONLY_ELEMENTS: ReadonlySet<string> = new Set(
  MENU_CATALOGUE.flatMap((entry) => entry.features.filter((feature) => feature.agencyOnly).map((feature) => feature.element)),
);

/** Whether a role of an organisation of this type may be granted the actions of the feature. */
export function isGrantableTo(orgTypeId: number, element: string): boolean {
  return orgTypeId === ORG_TYPE.agency || !AGENCY_ONLY_ELEMENTS.has(element);
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
