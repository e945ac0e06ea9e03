import { POST_LIST_PAGE_SIZE, type SetupCategory } from '@roi/contract/post-rules';
import type { PostListRequest } from '@roi/contract/posts';

/**
 * The posts list's filters, search and page as they stand in the address (?q=…&status=1&page=2), so that
 * a reload, a shared link or coming back from the editor shows the same list.
 */

export const POST_PAGE_SIZES = [10, 20, 50] as const;

/**
 * The Status filter: a post's publish status, with Scheduled apart from Posted as their chips tell
 * them, or the archive. Without one the list shows neither archived posts nor setups left with no text.
 */
export const LIST_STATUSES = ['in-progress', 'draft', 'scheduled', 'posted', 'archived'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** What each status asks of the list call. */
const STATUS_REQUESTS: Record<ListStatus, Pick<PostListRequest, 'publish_status' | 'scheduled' | 'archived'>> = {
  'in-progress': { publish_status: 0 },
  draft: { publish_status: 1 },
  scheduled: { scheduled: true },
  posted: { publish_status: 2, scheduled: false },
  archived: { archived: true },
};

/** Links of before the filter had words named the publish status: status=0, 1 or 2. */
const NUMBERED_STATUSES: Record<string, ListStatus> = { '0': 'in-progress', '1': 'draft', '2': 'posted' };

export interface PostFilters {
  /** As typed; trimmed only when asked for. */
  search: string;
  status: ListStatus | null;
  goal: string;
  industry: string;
  region: string;
  audience: string;
  campaignId: number | null;
  /** Agency users only: one organisation's posts. */
  organizationId: number | null;
  /** YYYY-MM-DD, or '' for no bound. */
  dateFrom: string;
  dateTo: string;
}

export interface PostListView extends PostFilters {
  /** Zero-based, as the table pages. */
  pageIndex: number;
  pageSize: number;
}

export const NO_POST_FILTERS: PostFilters = {
  search: '',
  status: null,
  goal: '',
  industry: '',
  region: '',
  audience: '',
  campaignId: null,
  organizationId: null,
  dateFrom: '',
  dateTo: '',
};

export const DEFAULT_POST_LIST_VIEW: PostListView = { ...NO_POST_FILTERS, pageIndex: 0, pageSize: POST_LIST_PAGE_SIZE };

/** The names the address uses: short, and stable, since people bookmark them. */
const PARAM = {
  search: 'q',
  status: 'status',
  goal: 'goal',
  industry: 'industry',
  region: 'region',
  audience: 'audience',
  campaignId: 'campaign',
  organizationId: 'org',
  dateFrom: 'from',
  dateTo: 'to',
  page: 'page',
  pageSize: 'size',
} as const;

const SEARCH_MAX_CHARS = 200;
const REFERENCE_VALUE_MAX_CHARS = 200;
const MAX_ID = 2_147_483_647;
const MAX_PAGE = 100_000;

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

function listStatus(value: string | null): ListStatus | null {
  if (value === null) return null;
  return (LIST_STATUSES as readonly string[]).includes(value) ? (value as ListStatus) : (NUMBERED_STATUSES[value] ?? null);
}

function referenceValue(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return trimmed.length <= REFERENCE_VALUE_MAX_CHARS ? trimmed : '';
}

/** A calendar day written YYYY-MM-DD that exists (no 2024-02-30), or ''. */
export function isoDay(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/**
 * The list as the address describes it. Anything unreadable (a hand-edited or outdated link) falls back
 * to no filter rather than to an error; the organisation is only read for agency users.
 */
export function readPostListView(params: URLSearchParams, options: { canChooseOrganization: boolean }): PostListView {
  const pageSize = positiveInt(params.get(PARAM.pageSize), 100);
  const page = positiveInt(params.get(PARAM.page), MAX_PAGE);
  return {
    search: (params.get(PARAM.search) ?? '').slice(0, SEARCH_MAX_CHARS),
    status: listStatus(params.get(PARAM.status)),
    goal: referenceValue(params.get(PARAM.goal)),
    industry: referenceValue(params.get(PARAM.industry)),
    region: referenceValue(params.get(PARAM.region)),
    audience: referenceValue(params.get(PARAM.audience)),
    campaignId: positiveInt(params.get(PARAM.campaignId), MAX_ID),
    organizationId: options.canChooseOrganization ? positiveInt(params.get(PARAM.organizationId), MAX_ID) : null,
    dateFrom: isoDay(params.get(PARAM.dateFrom)),
    dateTo: isoDay(params.get(PARAM.dateTo)),
    pageIndex: page === null ? 0 : page - 1,
    pageSize: pageSize !== null && (POST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : POST_LIST_PAGE_SIZE,
  };
}

/** The address of a list: only what differs from the default, so that a plain /posts stays plain. */
export function writePostListView(view: PostListView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set(PARAM.search, view.search.trim() ? view.search : '');
  set(PARAM.status, view.status);
  set(PARAM.goal, view.goal);
  set(PARAM.industry, view.industry);
  set(PARAM.region, view.region);
  set(PARAM.audience, view.audience);
  set(PARAM.campaignId, view.campaignId);
  set(PARAM.organizationId, view.organizationId);
  set(PARAM.dateFrom, view.dateFrom);
  set(PARAM.dateTo, view.dateTo);
  if (view.pageIndex > 0) set(PARAM.page, view.pageIndex + 1);
  if (view.pageSize !== POST_LIST_PAGE_SIZE) set(PARAM.pageSize, view.pageSize);
  return params;
}

/**
 * A changed filter shows its first page. Campaigns belong to one organisation, so choosing another
 * organisation forgets the campaign.
 */
export function withFilters(view: PostListView, patch: Partial<PostFilters>): PostListView {
  const next = { ...view, ...patch, pageIndex: 0 };
  if ('organizationId' in patch && patch.organizationId !== view.organizationId && !('campaignId' in patch)) {
    next.campaignId = null;
  }
  return next;
}

/** Every filter and the search cleared; the page size stays, it is a preference rather than a filter. */
export function withoutFilters(view: PostListView): PostListView {
  return { ...view, ...NO_POST_FILTERS, pageIndex: 0 };
}

export function withPage(view: PostListView, pageIndex: number): PostListView {
  return { ...view, pageIndex: Math.max(0, Math.floor(pageIndex)) };
}

export function withPageSize(view: PostListView, pageSize: number): PostListView {
  return { ...view, pageSize, pageIndex: 0 };
}

/** The filters in use, not counting the search: what the phone's "Filters (n)" button counts. */
export function countActiveFilters(filters: PostFilters): number {
  const values = [
    filters.status,
    filters.goal,
    filters.industry,
    filters.region,
    filters.audience,
    filters.campaignId,
    filters.organizationId,
    filters.dateFrom,
    filters.dateTo,
  ];
  return values.filter((value) => value !== null && value !== '').length;
}

/** Whether anything narrows the list: an empty list then means "nothing matches", not "no posts yet". */
export function isFiltered(filters: PostFilters): boolean {
  return filters.search.trim() !== '' || countActiveFilters(filters) > 0;
}

/** A 'From' day after the 'To' day matches nothing: the screen says so. */
export function isDateRangeReversed(filters: Pick<PostFilters, 'dateFrom' | 'dateTo'>): boolean {
  return filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateFrom > filters.dateTo;
}

/** The request of the list call (POST /post/list): one-based page, and only the filters in use. */
export function toPostListRequest(view: PostListView): PostListRequest {
  const request: PostListRequest = { page: view.pageIndex + 1, page_size: view.pageSize };
  const search = view.search.trim();
  if (search) request.search = search;
  if (view.status !== null) Object.assign(request, STATUS_REQUESTS[view.status]);
  const setupFilters: Record<SetupCategory, string> = {
    goal: view.goal,
    industry: view.industry,
    region: view.region,
    audience: view.audience,
  };
  for (const [category, value] of Object.entries(setupFilters) as [SetupCategory, string][]) {
    if (value) request[category] = value;
  }
  if (view.campaignId !== null) request.campaign_id = view.campaignId;
  if (view.organizationId !== null) request.organization_id = view.organizationId;
  if (view.dateFrom) request.date_from = view.dateFrom;
  if (view.dateTo) request.date_to = view.dateTo;
  return request;
}
