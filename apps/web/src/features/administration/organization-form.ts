import type { OrganizationCreateRequest, OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { BRAND_FONTS, COUNTRIES, DEFAULT_BRAND_COLORS, ORG_TYPE, TIMEZONES } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { isValidWebsite } from '@roi/contract/validation';
import { isHexColor } from '@roi/contract/color';

/** The organisation fields as the form holds them: text, '' for "not chosen". */
export interface OrganizationFormValues {
  organizationName: string;
  website: string;
  country: string;
  timezone: string;
  primaryColor: string;
  secondaryColor: string;
  headerFont: string;
  bodyFont: string;
}

export type OrganizationField = keyof OrganizationFormValues;

export interface OrganizationFormProblem {
  field: OrganizationField;
  message: string;
}

export const NAME_REQUIRED = 'Please enter the organization name';
export const COLOR_FORMAT = 'Colours are hex values such as #00c0d7';

export const EMPTY_ORGANIZATION_FORM: OrganizationFormValues = {
  organizationName: '',
  website: '',
  country: '',
  timezone: '',
  primaryColor: DEFAULT_BRAND_COLORS.primary,
  secondaryColor: DEFAULT_BRAND_COLORS.secondary,
  headerFont: '',
  bodyFont: '',
};

/** The form's values for a stored organisation; missing colours show the defaults. */
export function toOrganizationForm(record: OrganizationRecord): OrganizationFormValues {
  return {
    organizationName: record.organization_name,
    website: record.website ?? '',
    country: record.country ?? '',
    timezone: record.timezone ?? '',
    primaryColor: record.primary_color ?? DEFAULT_BRAND_COLORS.primary,
    secondaryColor: record.secondary_color ?? DEFAULT_BRAND_COLORS.secondary,
    headerFont: record.header_font ?? '',
    bodyFont: record.body_font ?? '',
  };
}

/** The first problem of the values, in the order the fields appear, or null. */
export function findOrganizationProblem(values: OrganizationFormValues): OrganizationFormProblem | null {
  if (!values.organizationName.trim()) return { field: 'organizationName', message: NAME_REQUIRED };
  if (!isValidWebsite(values.website.trim())) return { field: 'website', message: MESSAGES.websiteFormat };
  if (!isHexColor(values.primaryColor)) return { field: 'primaryColor', message: COLOR_FORMAT };
  if (!isHexColor(values.secondaryColor)) return { field: 'secondaryColor', message: COLOR_FORMAT };
  return null;
}

function oneOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

const TIMEZONE_VALUES = TIMEZONES.map((zone) => zone.value);

/** The optional fields as the contract takes them: unchosen selects are left out. */
function optionalFields(values: OrganizationFormValues) {
  const website = values.website.trim();
  return {
    ...(website && { website }),
    country: oneOf(COUNTRIES, values.country),
    timezone: oneOf(TIMEZONE_VALUES, values.timezone),
    primary_color: values.primaryColor.toLowerCase(),
    secondary_color: values.secondaryColor.toLowerCase(),
    header_font: oneOf(BRAND_FONTS, values.headerFont),
    body_font: oneOf(BRAND_FONTS, values.bodyFont),
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** A new client organisation (org type 2: agency admins create economic development organisations). */
export function toCreateRequest(values: OrganizationFormValues): OrganizationCreateRequest {
  return withoutUndefined({
    organization_name: values.organizationName.trim(),
    org_type_id: ORG_TYPE.economicDevelopment,
    ...optionalFields(values),
  });
}

/** An update of every field; an emptied website is sent as '' so that it is removed. */
export function toUpdateRequest(organizationId: number, values: OrganizationFormValues): OrganizationUpdateRequest {
  return withoutUndefined({
    organization_id: organizationId,
    organization_name: values.organizationName.trim(),
    ...optionalFields(values),
    website: values.website.trim(),
  });
}

/** Whether the form differs from what was loaded. */
export function isOrganizationFormDirty(saved: OrganizationFormValues, current: OrganizationFormValues): boolean {
  return (Object.keys(saved) as OrganizationField[]).some((field) => saved[field] !== current[field]);
}
