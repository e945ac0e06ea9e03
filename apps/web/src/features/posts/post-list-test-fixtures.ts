import type { PublishTarget } from '@roi/contract/integrations';
import type { PostRecord } from '@roi/contract/posts';

/** A post of the list as the server answers it, shared by the list's tests and the editor's. */
export function postRecord(overrides: Partial<PostRecord> = {}): PostRecord {
  return {
    post_id: 41,
    organization_id: 3,
    organization_name: 'Lakeside EDO',
    user_id: 7,
    author_name: 'Ann Lee',
    campaign_id: 2,
    campaign_name: 'Spring sites',
    goal: 'attract_investment',
    industry: 'technology',
    region: 'midwest',
    audience: 'site_selectors',
    publish_status: 2,
    excerpt: 'Hello',
    post_to: [{ platform_name: 'linkedin' }],
    image_count: 0,
    created_at: '2026-07-01T12:00:00Z',
    updated_at: '2026-07-01T12:00:00Z',
    scheduled_at: null,
    timezone: 'America/New_York',
    timezone_set: true,
    targets: [],
    archived_at: null,
    can_manage: false,
    version: 1,
    not_before: null,
    review: null,
    ...overrides,
  };
}

/** One account's share of a post. */
export function publishTarget(overrides: Partial<PublishTarget> = {}): PublishTarget {
  return {
    id: 501,
    account_id: 11,
    display_name: 'Lakeside EDO',
    account_type: 'Organization page',
    sandbox: false,
    state: 'published',
    error: null,
    attempts: 1,
    due_at: null,
    external_id: 'urn:li:share:7001',
    external_url: 'https://www.linkedin.com/feed/update/urn:li:share:7001/',
    published_at: '2026-07-01T12:01:00Z',
    ...overrides,
  };
}
