import { ORG_TYPE } from './constants.js';

/**
 * Element keys name the screens a menu entry or feature opens. 'Settings' is ours: /settings is in
 * the navigation, but no element was named for it (docs/decisions/0002).
 */
export const ELEMENT_KEYS = [
  'Dashboard',
  'PostsCreate',
  'Posts',
  'ContentHub',
  'Approval',
  'Scheduling',
  'Analytics',
  'Help',
  'Settings',
  'OrganizationSetting',
  'UserManagement',
  'OrganizeManagement',
  'MenuSettings',
  'ReferenceData',
  'UserViewDetails',
  'EditUserDetails',
  'CreateOrganization',
  'OrganizationDetails',
] as const;
export type ElementKey = (typeof ELEMENT_KEYS)[number];

/**
 * Features only the agency's roles may be granted: organisation management lists and changes every
 * organisation, and the reference lists are every organisation's. A client organisation's role is not
 * offered them in menu access, does not hold them whatever is stored, and the server refuses to grant
 * them (docs/decisions/0002).
 */
const AGENCY_ONLY_ELEMENTS: readonly ElementKey[] = [
  'OrganizeManagement',
  'CreateOrganization',
  'OrganizationDetails',
  'ReferenceData',
];

/** Whether a role of an organisation of this type may be granted the actions of the feature. */
export function isGrantableTo(orgTypeId: number, element: string): boolean {
  return orgTypeId === ORG_TYPE.agency || !(AGENCY_ONLY_ELEMENTS as readonly string[]).includes(element);
}

/** The action whose checked flag shows a menu entry (docs/product/administration.md#menu-and-navigation). */
export const ENABLE_ACTION = 'Enable';
export const ACTION_NAMES = ['Enable', 'View', 'Create', 'Edit', 'Delete', 'Publish'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** Where an entry appears: the sidebar's main or secondary group, or the profile menu. */
export const MENU_PLACEMENTS = ['main', 'secondary', 'profile'] as const;
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

export interface MenuAction {
  action_name: string;
  checked: boolean;
}

export interface MenuFeature {
  feature_id: number;
  /** Appended to the parent entry's path; '' is the entry's own screen. */
  path: string;
  element: string;
  language_name: string;
  action: MenuAction[];
}

export interface MenuItem {
  menu_id: number;
  path: string;
  element: string;
  language_name: string;
  placement: MenuPlacement;
  icon: string;
  feature: MenuFeature[];
  sub: MenuItem[];
  menu: MenuItem[];
}

/** Menu access: menus (menu_id) with features (feature_id) with their actions. */
export type MenuAccessMatrix = {
  menu_id: number;
  path: string;
  language_name: string;
  features: { feature_id: number; element: string; language_name: string; actions: MenuAction[] }[];
}[];
