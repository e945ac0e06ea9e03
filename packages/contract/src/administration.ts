import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { websiteSchema } from './accounts.js';
import { BRAND_FONTS, COUNTRIES, SEARCH_MAX_LENGTH, TIMEZONES } from './constants.js';
import { MESSAGES } from './messages.js';
import { ASSISTANT_LABEL_MAX_CHARS, PLAIN_LANGUAGE_GRADES } from './post-rules.js';

/** The wire contract of user, organisation, role and menu-access administration. */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
};
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are hex values such as #00c0d7');

export const userListRequestSchema = z.object({
  ...page,
  organization_id: id.optional(),
  role_id: id.optional(),
  status: z.enum(['active', 'invited', 'disabled']).optional(),
});
export type UserListRequest = z.infer<typeof userListRequestSchema>;

export const userRecordSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(['active', 'invited', 'disabled']),
  role_id: z.number().int(),
  role_name: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  created_at: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
export const userListResponseSchema = envelopeWith({ records: z.array(userRecordSchema), total_count: z.number().int() });

export const userEditRequestSchema = z.object({
  user_id: id,
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  role_id: id,
  status: z.enum(['active', 'disabled']),
});
export type UserEditRequest = z.infer<typeof userEditRequestSchema>;
export const userEditResponseSchema = envelopeWith({ data: userRecordSchema });
export const userGetQuerySchema = z.object({ userId: id });
export const userGetResponseSchema = envelopeWith({ data: userRecordSchema });

/**
 * An image sent inline: a data URL (data:image/png;base64,…) of a new picture, the URL it already has
 * (unchanged), or '' to remove it. The server checks the bytes, not the name or the declared type.
 */
export const inlineImageSchema = z.string().max(3_000_000);

const organizationFields = {
  company_logo: inlineImageSchema.optional(),
  website: websiteSchema.optional(),
  country: z.enum(COUNTRIES).optional(),
  timezone: z.enum(TIMEZONES.map((zone) => zone.value) as [string, ...string[]]).optional(),
  primary_color: hexColor.optional(),
  secondary_color: hexColor.optional(),
  header_font: z.enum(BRAND_FONTS).optional(),
  body_font: z.enum(BRAND_FONTS).optional(),
  /** Its posts may go out with images that have no alt text; off by default. */
  allow_images_without_alt_text: z.boolean().optional(),
  /** The reading grade the editor's check holds its posts to; null: not checked. */
  plain_language_grade: z
    .number({ message: MESSAGES.plainLanguageGradeRange })
    .int(MESSAGES.plainLanguageGradeRange)
    .min(PLAIN_LANGUAGE_GRADES.min, MESSAGES.plainLanguageGradeRange)
    .max(PLAIN_LANGUAGE_GRADES.max, MESSAGES.plainLanguageGradeRange)
    .nullable()
    .optional(),
  /** Appended to what LinkedIn receives of a post drafted with the assistant; null: no label. */
  assistant_label: z
    .string({ message: MESSAGES.assistantLabelBlank })
    .trim()
    .min(1, MESSAGES.assistantLabelBlank)
    .max(ASSISTANT_LABEL_MAX_CHARS, MESSAGES.assistantLabelTooLong)
    .nullable()
    .optional(),
  /** Links in its posts go to LinkedIn as tracked short links; refused while the product's address is not public. */
  track_links: z.boolean().optional(),
};

export const organizationCreateRequestSchema = z.object({
  organization_name: z.string().trim().min(1, 'Please enter the organization name').max(200),
  org_type_id: id,
  ...organizationFields,
});
export type OrganizationCreateRequest = z.infer<typeof organizationCreateRequestSchema>;

export const organizationUpdateRequestSchema = z.object({
  organization_id: id,
  organization_name: z.string().trim().min(1, 'Please enter the organization name').max(200).optional(),
  ...organizationFields,
});
export type OrganizationUpdateRequest = z.infer<typeof organizationUpdateRequestSchema>;

export const organizationRecordSchema = z.object({
  id: z.number().int(),
  organization_name: z.string(),
  org_type_id: z.number().int(),
  org_type_name: z.string(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  company_logo_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  header_font: z.string().nullable(),
  body_font: z.string().nullable(),
  allow_images_without_alt_text: z.boolean(),
  plain_language_grade: z.number().int().nullable(),
  assistant_label: z.string().nullable(),
  track_links: z.boolean(),
  /** Whether this server can offer tracked links (its APP_URL is a public address), and that address. */
  tracked_links: z.object({ is_offered: z.boolean(), app_url: z.string() }),
  user_count: z.number().int(),
  created_at: z.string(),
});
export type OrganizationRecord = z.infer<typeof organizationRecordSchema>;

export const organizationListRequestSchema = z.object({ ...page, org_type_id: id.optional() });
export type OrganizationListRequest = z.infer<typeof organizationListRequestSchema>;
export const organizationListResponseSchema = envelopeWith({
  records: z.array(organizationRecordSchema),
  total_count: z.number().int(),
});
export const organizationGetQuerySchema = z.object({ orgId: id });
export const organizationGetResponseSchema = envelopeWith({ records: z.array(organizationRecordSchema) });
export const organizationWriteResponseSchema = envelopeWith({ data: organizationRecordSchema });

export const organizationTypesResponseSchema = envelopeWith({
  records: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const rolesQuerySchema = z.object({ orgTypeId: id });
export const rolesResponseSchema = envelopeWith({
  records: z.array(z.object({ id: z.number().int(), name: z.string(), org_type_id: z.number().int() })),
  total_count: z.number().int(),
});

/** What an administrator saves from the menu-settings screen: the checked flags of a role's actions. */
export const setMenuRequestSchema = z.object({
  role_id: id,
  organization_id: id,
  menus: z
    .array(
      z.object({
        menu_id: z.number().int(),
        features: z.array(
          z.object({
            feature_id: z.number().int(),
            actions: z.array(z.object({ action_name: z.string().max(50), checked: z.boolean() })).max(20),
          }),
        ).max(20),
      }),
    )
    .max(50),
});
export type SetMenuRequest = z.infer<typeof setMenuRequestSchema>;

export const profileGetQuerySchema = z.object({ userId: id });
export const profileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  profile_image_url: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelopeWith({ data: profileSchema });

/** Role and organisation are sent as they are; they change only through user management. */
export const profileEditRequestSchema = z.object({
  user_id: id,
  first_name: z.string().trim().min(1, 'Please enter your first name').max(100),
  last_name: z.string().trim().min(1, 'Please enter your last name').max(100),
  role_id: id,
  organization_id: id,
  base64_image: inlineImageSchema,
});
export type ProfileEditRequest = z.infer<typeof profileEditRequestSchema>;
