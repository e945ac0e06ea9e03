import { z } from 'zod';
import { MENU_LANG_CODE } from './constants.js';
import { envelopeWith } from './envelope.js';
import { MENU_PLACEMENTS, type MenuAccessMatrix, type MenuAction, type MenuFeature, type MenuItem } from './menu.js';

export const menuActionSchema: z.ZodType<MenuAction> = z.object({
  action_name: z.string(),
  checked: z.boolean(),
});

export const menuFeatureSchema: z.ZodType<MenuFeature> = z.object({
  feature_id: z.number().int(),
  path: z.string(),
  element: z.string(),
  language_name: z.string(),
  action: z.array(menuActionSchema),
});

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

export const menuAccessMatrixSchema: z.ZodType<MenuAccessMatrix> = z.array(
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

export const menuResponseSchema = envelopeWith({ records: menuAccessMatrixSchema });

/** Saving menu access answers the envelope alone. */
export const setMenuResponseSchema = envelopeWith({});
