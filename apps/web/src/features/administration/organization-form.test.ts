import { describe, expect, it } from 'vitest';
import type { OrganizationRecord } from '@roi/contract/administration';
import { DEFAULT_BRAND_COLORS, ORG_TYPE } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import {
  COLOR_FORMAT,
  EMPTY_ORGANIZATION_FORM,
  findOrganizationProblem,
  isOrganizationFormDirty,
  NAME_REQUIRED,
  toCreateRequest,
  toOrganizationForm,
  toUpdateRequest,
} from './organization-form';

const RECORD: OrganizationRecord = {
  id: 5,
  organization_name: 'Riverside EDC',
  org_type_id: 2,
  org_type_name: 'Economic Development Organization',
  website: null,
  country: 'Canada',
  timezone: null,
  company_logo_url: null,
  primary_color: null,
  secondary_color: '#112233',
  header_font: 'Roboto',
  body_font: null,
  allow_images_without_alt_text: false,
  plain_language_grade: 10,
  assistant_label: null,
  track_links: false,
  tracked_links: { is_offered: false, app_url: 'http://localhost:3000' },
  user_count: 3,
  created_at: '2025-01-02T03:04:05.000Z',
};

describe('organization form', () => {
  it('creates a client organization with only the fields chosen', () => {
    expect(toCreateRequest({ ...EMPTY_ORGANIZATION_FORM, organizationName: '  Riverside EDC ' })).toEqual({
      organization_name: 'Riverside EDC',
      org_type_id: ORG_TYPE.economicDevelopment,
      primary_color: DEFAULT_BRAND_COLORS.primary,
      secondary_color: DEFAULT_BRAND_COLORS.secondary,
    });
  });

  it('sends every chosen field of a new organization', () => {
    const request = toCreateRequest({
      organizationName: 'Lakeside',
      website: 'https://lakeside.example ',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      primaryColor: '#AABBCC',
      secondaryColor: '#000000',
      headerFont: 'Montserrat',
      bodyFont: 'Arial',
    });
    expect(request).toMatchObject({
      website: 'https://lakeside.example',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      primary_color: '#aabbcc',
      header_font: 'Montserrat',
      body_font: 'Arial',
    });
  });

  it('requires a name, a valid website and hex colours', () => {
    expect(findOrganizationProblem(EMPTY_ORGANIZATION_FORM)).toEqual({ field: 'organizationName', message: NAME_REQUIRED });
    const named = { ...EMPTY_ORGANIZATION_FORM, organizationName: 'A' };
    expect(findOrganizationProblem({ ...named, website: 'lakeside' })?.message).toBe(MESSAGES.websiteFormat);
    expect(findOrganizationProblem({ ...named, secondaryColor: '#12345' })).toEqual({ field: 'secondaryColor', message: COLOR_FORMAT });
    expect(findOrganizationProblem(named)).toBeNull();
  });

  it('loads a stored organization, defaulting missing colours', () => {
    const form = toOrganizationForm(RECORD);
    expect(form.primaryColor).toBe(DEFAULT_BRAND_COLORS.primary);
    expect(form.secondaryColor).toBe('#112233');
    expect(form.website).toBe('');
    expect(isOrganizationFormDirty(form, { ...form })).toBe(false);
    expect(isOrganizationFormDirty(form, { ...form, country: 'United States' })).toBe(true);
  });

  it('updates with an emptied website sent as empty, so that it is removed', () => {
    const request = toUpdateRequest(5, toOrganizationForm(RECORD));
    expect(request).toMatchObject({ organization_id: 5, organization_name: 'Riverside EDC', website: '', country: 'Canada' });
    expect(request).not.toHaveProperty('timezone');
    expect(request).not.toHaveProperty('body_font');
  });
});
