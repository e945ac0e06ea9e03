import { describe, expect, it } from 'vitest';
import type { OrganizationRecord } from '@roi/contract/administration';
import { DEFAULT_BRAND_COLORS } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import {
  brandProblem,
  brandValuesOf,
  detailsProblem,
  isUploadingLogo,
  toBrandUpdate,
  toDetailsUpdate,
} from './organization-form';

const organization: OrganizationRecord = {
  id: 2,
  organization_name: 'Harbor City EDO',
  org_type_id: 2,
  org_type_name: 'Economic Development Organization',
  website: null,
  country: null,
  timezone: null,
  company_logo_url: null,
  primary_color: null,
  secondary_color: null,
  header_font: null,
  body_font: null,
  allow_images_without_alt_text: false,
  plain_language_grade: 10,
  assistant_label: null,
  track_links: false,
  tracked_links: { is_offered: false, app_url: 'http://localhost:3000' },
  user_count: 1,
  created_at: '2025-01-01T00:00:00Z',
};

describe('brand values', () => {
  it('start from the default brand colours when the organisation has none', () => {
    expect(brandValuesOf(organization)).toEqual({
      logo: '',
      primaryColor: DEFAULT_BRAND_COLORS.primary,
      secondaryColor: DEFAULT_BRAND_COLORS.secondary,
      headerFont: '',
      bodyFont: '',
    });
  });

  it('refuse a colour that is not #rrggbb', () => {
    const values = brandValuesOf(organization);
    expect(brandProblem(values)).toBeNull();
    expect(brandProblem({ ...values, secondaryColor: '#12345' })?.field).toBe('secondaryColor');
  });

  it('send the logo only when it changed', () => {
    const saved = { ...organization, company_logo_url: '/uploads/logo.png' };
    const values = brandValuesOf(saved);
    expect(toBrandUpdate(values, saved.company_logo_url)).not.toHaveProperty('company_logo');
    expect(toBrandUpdate({ ...values, logo: '' }, saved.company_logo_url)).toMatchObject({ company_logo: '' });
    const upload = toBrandUpdate({ ...values, logo: 'data:image/png;base64,AAAA' }, saved.company_logo_url);
    expect(isUploadingLogo(upload)).toBe(true);
  });
});

describe('details', () => {
  it('add https:// to a website typed without it and leave unchosen lists out', () => {
    expect(toDetailsUpdate({ website: 'example.org', country: '', timezone: '' })).toEqual({
      website: 'https://example.org',
    });
  });

  it('ask for country and time zone only where every field is required', () => {
    const values = { website: '', country: '', timezone: '' };
    expect(detailsProblem(values)).toBeNull();
    expect(detailsProblem(values, true)).toEqual({ field: 'country', message: MESSAGES.enterAllFields });
    expect(detailsProblem({ ...values, website: 'not a site' })?.message).toBe(MESSAGES.websiteFormat);
  });
});
