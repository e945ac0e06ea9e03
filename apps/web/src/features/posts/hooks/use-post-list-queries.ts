import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { PostListRequest } from '@roi/contract/posts';
import { getCampaigns } from '../../../lib/campaigns';
import { getPostOrganizations } from '../api/get-post-organizations';
import { getReference } from '../api/get-reference';
import { listPosts } from '../api/list-posts';
import { postKeys } from '../api/query-keys';
import { listRefetchInterval } from '../publishing-view';

/** Choices change rarely (an agency admin's edit): a few minutes old is fresh enough for a filter. */
const OPTIONS_STALE_MS = 5 * 60_000;

/**
 * A page of posts; the previous page stays on screen, dimmed, while the next loads. While a post of the
 * page is going out the page is read again every few seconds, so that its accounts' states follow.
 */
export function usePostList(request: PostListRequest) {
  return useQuery({
    queryKey: postKeys.list(request),
    queryFn: ({ signal }) => listPosts(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => listRefetchInterval(query.state.data?.records ?? [], new Date()),
  });
}

/** The active entries of one setup list (goal, industry, region, audience). */
export function useReferenceEntries(category: ReferenceCategory) {
  return useQuery({
    queryKey: postKeys.reference(category),
    queryFn: ({ signal }) => getReference(category, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The campaigns of one organisation; idle until there is one. */
export function useCampaignOptions(organizationId: number | null) {
  return useQuery({
    queryKey: postKeys.campaigns(organizationId ?? 0),
    queryFn: organizationId ? ({ signal }) => getCampaigns(organizationId, signal) : skipToken,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The organisations an agency user may choose; idle for everyone else. */
export function useOrganizationOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: postKeys.organizations(),
    queryFn: isEnabled ? ({ signal }) => getPostOrganizations(signal) : skipToken,
    staleTime: OPTIONS_STALE_MS,
  });
}
