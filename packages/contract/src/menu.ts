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
