import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_POST_LIST_VIEW,
  isDateRangeReversed,
  isFiltered,
  isoDay,
  readPostListView,
  toPostListRequest,
  withFilters,
  withoutFilters,
  withPage,
  withPageSize,
  writePostListView,
  type PostListView,
} from './post-list-params';

const AGENCY = { canChooseOrganization: true };
const CLIENT = { canChooseOrganization: false };

function read(search: string, options = AGENCY): PostListView {
  return readPostListView(new URLSearchParams(search), options);
}

describe('reading the list from the address', () => {
  it('shows the first page of 20 with no filters for a plain /posts', () => {
    expect(read('')).toEqual(DEFAULT_POST_LIST_VIEW);
    expect(DEFAULT_POST_LIST_VIEW.pageSize).toBe(20);
  });

  it('reads every filter, the search and the page', () => {
    const view = read(
      'q=site+tour&status=draft&goal=Attract+investment&industry=Energy&region=West&audience=Investors&campaign=7&org=3&from=2025-01-01&to=2025-01-31&page=3&size=50',
    );
    expect(view).toEqual({
      search: 'site tour',
      status: 'draft',
      goal: 'Attract investment',
      industry: 'Energy',
      region: 'West',
      audience: 'Investors',
      campaignId: 7,
      organizationId: 3,
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      pageIndex: 2,
      pageSize: 50,
    });
  });

  it('ignores the organisation for users of a client organisation', () => {
    expect(read('org=3', CLIENT).organizationId).toBeNull();
  });

  it('falls back to no filter for values it cannot read', () => {
    const view = read('status=7&campaign=abc&org=-1&from=2025-02-30&to=yesterday&page=0&size=33');
    expect(view).toEqual(DEFAULT_POST_LIST_VIEW);
  });

  it('reads each status by its name, and the numbered statuses of older links', () => {
    for (const status of ['in-progress', 'draft', 'scheduled', 'posted', 'archived'] as const) expect(read(`status=${status}`).status).toBe(status);
    expect([read('status=0'), read('status=1'), read('status=2')].map((view) => view.status)).toEqual(['in-progress', 'draft', 'posted']);
  });

  it('keeps the search as typed, spaces included, so that typing is not disturbed', () => {
    expect(read('q=annual%20').search).toBe('annual ');
  });
});

describe('writing the list to the address', () => {
  it('writes nothing for the default list', () => {
    expect(writePostListView(DEFAULT_POST_LIST_VIEW).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const search = 'q=site+tour&status=scheduled&goal=Announce+news&campaign=4&org=2&from=2025-03-01&to=2025-03-02&page=2&size=10';
    const view = read(search);
    expect(read(writePostListView(view).toString())).toEqual(view);
  });

  it('leaves out a search of only spaces', () => {
    expect(writePostListView({ ...DEFAULT_POST_LIST_VIEW, search: '   ' }).has('q')).toBe(false);
  });
});

describe('changing the list', () => {
  const onPageThree: PostListView = { ...DEFAULT_POST_LIST_VIEW, pageIndex: 2, campaignId: 9, organizationId: 2 };

  it('returns to page 1 when a filter changes', () => {
    expect(withFilters(onPageThree, { status: 'posted' }).pageIndex).toBe(0);
  });

  it('forgets the campaign when another organisation is chosen', () => {
    const next = withFilters(onPageThree, { organizationId: 5 });
    expect(next.organizationId).toBe(5);
    expect(next.campaignId).toBeNull();
  });

  it('keeps the campaign when the same organisation is chosen again', () => {
    expect(withFilters(onPageThree, { organizationId: 2 }).campaignId).toBe(9);
  });

  it('clears every filter and the search but keeps the page size', () => {
    const filtered = { ...onPageThree, search: 'x', goal: 'Energy', pageSize: 50 };
    expect(withoutFilters(filtered)).toEqual({ ...DEFAULT_POST_LIST_VIEW, pageSize: 50 });
  });

  it('moves between pages and returns to page 1 for another page size', () => {
    expect(withPage(DEFAULT_POST_LIST_VIEW, 4).pageIndex).toBe(4);
    expect(withPageSize(onPageThree, 50)).toMatchObject({ pageSize: 50, pageIndex: 0 });
  });
});

describe('what the list is narrowed by', () => {
  it('counts the filters in use but not the search', () => {
    expect(countActiveFilters(DEFAULT_POST_LIST_VIEW)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_POST_LIST_VIEW, search: 'x', status: 'in-progress', dateTo: '2025-01-01' })).toBe(2);
  });

  it('calls a list with a search or a filter filtered', () => {
    expect(isFiltered(DEFAULT_POST_LIST_VIEW)).toBe(false);
    expect(isFiltered({ ...DEFAULT_POST_LIST_VIEW, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_POST_LIST_VIEW, search: 'x' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_POST_LIST_VIEW, status: 'archived' })).toBe(true);
  });

  it('notices a From day after the To day', () => {
    expect(isDateRangeReversed({ dateFrom: '2025-02-01', dateTo: '2025-01-31' })).toBe(true);
    expect(isDateRangeReversed({ dateFrom: '2025-01-31', dateTo: '2025-01-31' })).toBe(false);
    expect(isDateRangeReversed({ dateFrom: '', dateTo: '2025-01-31' })).toBe(false);
  });

  it('accepts only real calendar days', () => {
    expect(isoDay('2024-02-29')).toBe('2024-02-29');
    expect(isoDay('2025-02-29')).toBe('');
    expect(isoDay('2025-1-1')).toBe('');
    expect(isoDay(null)).toBe('');
  });
});

describe('the list request', () => {
  it('asks for the first page of 20 with no filters', () => {
    expect(toPostListRequest(DEFAULT_POST_LIST_VIEW)).toEqual({ page: 1, page_size: 20 });
  });

  it('sends the filters in use under the contract names, the search trimmed', () => {
    const view = read('q=+tour+&status=0&goal=Announce+news&industry=Energy&region=West&audience=Media&campaign=4&org=2&from=2025-03-01&to=2025-03-02&page=2&size=10');
    expect(toPostListRequest(view)).toEqual({
      page: 2,
      page_size: 10,
      search: 'tour',
      publish_status: 0,
      goal: 'Announce news',
      industry: 'Energy',
      region: 'West',
      audience: 'Media',
      campaign_id: 4,
      organization_id: 2,
      date_from: '2025-03-01',
      date_to: '2025-03-02',
    });
  });

  it('asks for Scheduled apart from Posted, and for the archive', () => {
    const requestOf = (status: string) => toPostListRequest(read(`status=${status}`));
    expect(requestOf('scheduled')).toMatchObject({ scheduled: true });
    expect(requestOf('posted')).toMatchObject({ publish_status: 2, scheduled: false });
    expect(requestOf('archived')).toMatchObject({ archived: true });
    expect(requestOf('in-progress')).toEqual({ page: 1, page_size: 20, publish_status: 0 });
  });
});
