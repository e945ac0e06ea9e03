import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { MENU_LANG_CODE } from './constants.js';

/**
 * Element keys name the screens a menu entry or feature opens (spec §2). 'Settings' is ours: the spec
 * lists /settings in the navigation but names no element for it (docs/decisions/0002-menu-catalogue.md).
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
  'UserViewDetails',
  'EditUserDetails',
  'CreateOrganization',
  'OrganizationDetails',
] as const;
export type ElementKey = (typeof ELEMENT_KEYS)[number];

/** The action whose checked flag shows a menu entry (spec §6). */
export const ENABLE_ACTION = 'Enable';
export const ACTION_NAMES = ['Enable', 'View', 'Create', 'Edit', 'Delete', 'Publish'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** Where an entry appears: the sidebar's main or secondary group, or the profile menu. */
export const MENU_PLACEMENTS = ['main', 'secondary', 'profile'] as const;
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

export const menuActionSchema = z.object({
  action_name: z.string(),
  checked: z.boolean(),
});
export type MenuAction = z.infer<typeof menuActionSchema>;

export const menuFeatureSchema = z.object({
  feature_id: z.number().int(),
  /** Appended to the parent entry's path; '' is the entry's own screen. */
  path: z.string(),
  element: z.string(),
  language_name: z.string(),
  action: z.array(menuActionSchema),
});
export type MenuFeature = z.infer<typeof menuFeatureSchema>;

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

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    menu_id: z.number().int(),
    path: z.string(),
    element: z.string(),
    language_name: z.string(),
    placement: z.enum(MENU_PLACEMENTS),
    icon: z.string(),
    feature: z.array(menuFeatureSchema),
    sub: z.array(menuItemSchema),
    menu: z.array(menuItemSchema),
  }),
);

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const menuAccessQuerySchema = z.object({
  orgTypeId: positiveId,
  roleId: positiveId,
  organizationId: positiveId,
  langCode: z.literal(MENU_LANG_CODE).default(MENU_LANG_CODE),
  userId: positiveId,
});
export type MenuAccessQuery = z.infer<typeof menuAccessQuerySchema>;

export const menuAccessResponseSchema = envelopeWith({ records: z.array(menuItemSchema) });
export type MenuAccessResponse = z.infer<typeof menuAccessResponseSchema>;

export const menuQuerySchema = z.object({
  orgTypeId: positiveId,
  roleId: positiveId,
  organizationId: positiveId,
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

/** Spec §3 "Menu access": menus (menu_id) with features (feature_id) with their actions. */
export const menuAccessMatrixSchema = z.array(
  z.object({
    menu_id: z.number().int(),
    path: z.string(),
    language_name: z.string(),
    features: z.array(
      z.object({
        feature_id: z.number().int(),
        element: z.string(),
        language_name: z.string(),
        actions: z.array(menuActionSchema),
      }),
    ),
  }),
);
export type MenuAccessMatrix = z.infer<typeof menuAccessMatrixSchema>;

export const menuResponseSchema = envelopeWith({ records: menuAccessMatrixSchema });
