import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { OrganizationRecord } from '@roi/contract/administration';
import { organizationKeys, showSavedOrganization } from './organizations';

const organization: OrganizationRecord = {
  id: 5,
  organization_name: 'Acme',
  org_type_id: 2,
  org_type_name: 'Economic Development Organization',
  website: null,
  country: null,
  timezone: null,
  company_logo_url: null,
  primary_color: '#00c0d7',
  secondary_color: null,
  header_font: null,
  body_font: null,
  allow_images_without_alt_text: false,
  plain_language_grade: 10,
  assistant_label: null,
  track_links: false,
  tracked_links: { is_offered: false, app_url: 'http://localhost:3000' },
  user_count: 3,
  created_at: '2024-01-01T00:00:00.000Z',
};

describe('a saved organisation', () => {
  it('replaces the one cached record every screen reads, and refreshes every organisation query', async () => {
    const queryClient = new QueryClient();
    const list = organizationKeys.list({ page: 1, page_size: 10 });
    queryClient.setQueryData(organizationKeys.one(5), organization);
    queryClient.setQueryData(list, { records: [organization], totalCount: 1 });

    const saved = { ...organization, organization_name: 'Acme Inc.', primary_color: '#112233' };
    await showSavedOrganization(queryClient, saved);

    expect(queryClient.getQueryData(organizationKeys.one(5))).toEqual(saved);
    expect(queryClient.getQueryState(organizationKeys.one(5))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });
});
