import type { OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { BRAND_FONTS, COUNTRIES, DEFAULT_BRAND_COLORS, TIMEZONES } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { isValidWebsite } from '@roi/contract/validation';
import type { BrandFont } from '../../components/organization-fields/brand-fields';
import type { DetailsValues, FieldProblem } from '../../components/organization-fields/details-fields';
import { isHexColor } from '@roi/contract/color';

/** The brand identity being edited: the logo as it is to be sent, colours and fonts. */
export interface BrandValues {
  /** The logo's URL (unchanged), a data URL of a new one, or '' for none. */
  logo: string;
  primaryColor: string;
  secondaryColor: string;
  /** '' keeps the product's default font. */
  headerFont: BrandFont | '';
  bodyFont: BrandFont | '';
}

export const HEX_COLOR_MESSAGE = 'Colours are hex values such as #00c0d7';
export const ORGANIZATION_NAME_MESSAGE = 'Please enter the organization name';

function isBrandFont(value: string | null): value is BrandFont {
  return BRAND_FONTS.some((font) => font === value);
}

export function brandValuesOf(organization: OrganizationRecord): BrandValues {
  return {
    logo: organization.company_logo_url ?? '',
    primaryColor: isHexColor(organization.primary_color) ? organization.primary_color : DEFAULT_BRAND_COLORS.primary,
    secondaryColor: isHexColor(organization.secondary_color)
      ? organization.secondary_color
      : DEFAULT_BRAND_COLORS.secondary,
    headerFont: isBrandFont(organization.header_font) ? organization.header_font : '',
    bodyFont: isBrandFont(organization.body_font) ? organization.body_font : '',
  };
}

export function detailsValuesOf(organization: OrganizationRecord): DetailsValues {
  return {
    website: organization.website ?? '',
    country: organization.country ?? '',
    timezone: organization.timezone ?? '',
  };
}

/** A website typed without its scheme gets https:// (as on the company details page). */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

export function brandProblem(values: BrandValues): FieldProblem | null {
  if (!isHexColor(values.primaryColor)) return { field: 'primaryColor', message: HEX_COLOR_MESSAGE };
  if (!isHexColor(values.secondaryColor)) return { field: 'secondaryColor', message: HEX_COLOR_MESSAGE };
  return null;
}

/** The details' first problem; the onboarding step asks for country and time zone, the settings do not. */
export function detailsProblem(values: DetailsValues, isEveryFieldRequired = false): FieldProblem | null {
  if (!isValidWebsite(normalizeWebsite(values.website))) return { field: 'website', message: MESSAGES.websiteFormat };
  if (isEveryFieldRequired && !values.country) return { field: 'country', message: MESSAGES.enterAllFields };
  if (isEveryFieldRequired && !values.timezone) return { field: 'timezone', message: MESSAGES.enterAllFields };
  return null;
}

export function organizationNameProblem(name: string): FieldProblem | null {
  return name.trim() ? null : { field: 'organizationName', message: ORGANIZATION_NAME_MESSAGE };
}

type DetailsUpdate = Pick<OrganizationUpdateRequest, 'website' | 'country' | 'timezone'>;
type BrandUpdate = Pick<
  OrganizationUpdateRequest,
  'company_logo' | 'primary_color' | 'secondary_color' | 'header_font' | 'body_font'
>;

/** The details to send; a country or time zone not chosen is left as it is. */
export function toDetailsUpdate(values: DetailsValues): DetailsUpdate {
  const country = COUNTRIES.find((name) => name === values.country);
  const timezone = TIMEZONES.find((zone) => zone.value === values.timezone)?.value;
  return {
    website: normalizeWebsite(values.website),
    ...(country && { country }),
    ...(timezone && { timezone }),
  };
}

/** The brand to send; the logo only when it changed, so that an unchanged one is not uploaded again. */
export function toBrandUpdate(values: BrandValues, savedLogoUrl: string | null): BrandUpdate {
  return {
    primary_color: values.primaryColor.toLowerCase(),
    secondary_color: values.secondaryColor.toLowerCase(),
    ...(values.headerFont && { header_font: values.headerFont }),
    ...(values.bodyFont && { body_font: values.bodyFont }),
    ...(values.logo !== (savedLogoUrl ?? '') && { company_logo: values.logo }),
  };
}

/** Whether the request carries a new logo, whose upload the progress bar follows. */
export function isUploadingLogo(update: BrandUpdate): boolean {
  return typeof update.company_logo === 'string' && update.company_logo.startsWith('data:');
}
