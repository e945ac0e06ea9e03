import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Add from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import type { ReferenceRecord } from '@roi/contract/posts';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { postCountText, referenceLabel, withChosenOption, type FilterOption } from '../post-format';
import {
  isFiltered,
  POST_PAGE_SIZES,
  toPostListRequest,
  withFilters,
  withoutFilters,
  withPage,
  withPageSize,
} from '../post-list-params';
import { PostsFilterBar, type SetupFilter } from './posts-filter-bar';
import { NoMatchingPosts, NoPostsYet, PostsLoadFailed, PostsSkeleton } from './posts-list-states';
import { PostsTable } from './posts-table';
import { PublishingAnnouncer } from './publishing-announcer';
import { useCampaignOptions, useOrganizationOptions, usePostList, useReferenceEntries } from '../hooks/use-post-list-queries';
import { usePostListView, useSearchDraft } from '../hooks/use-post-list-view';
import { useCanPublish } from '../hooks/use-publishing-actions';
import { PageHeader } from '../../../components/page-header';
import { ExportPostsButton } from './export-posts-button';
import { ImportPostsDialog } from './import-posts-dialog';

/** /posts: the organisation's posts (every organisation's for the agency), searchable, filterable, paged. */

function toOptions(entries: readonly ReferenceRecord[] | undefined): FilterOption[] {
  return (entries ?? []).map((entry) => ({ value: entry.value, label: entry.label }));
}

/** The last zero-based page `totalCount` posts fill. */
function lastPageIndex(totalCount: number, pageSize: number): number {
  return Math.max(0, Math.ceil(totalCount / pageSize) - 1);
}

/** /posts: the organisation's posts (every organisation's for the agency), searchable, filterable, paged. */
interface PostsPageProps {
  title: string;
  userId: number;
  orgId: number;
  orgName: string;
  /** What would stop an organisation's posts going out (the scheduling feature's warnings), from the app. */
  renderHealth: (organizationId: number) => ReactNode;
}

export function PostsPage({ title, userId, orgId, orgName, renderHealth }: PostsPageProps) {
  const headingId = useId();
  const isAgencyUser = orgId === AGENCY_ORG_ID;
  const { view, show } = usePostListView(isAgencyUser);
  const search = useSearchDraft(view.search, (value) => show(withFilters(view, { search: value })));

  const posts = usePostList(toPostListRequest(view));
  const goals = useReferenceEntries('goal');
  const industries = useReferenceEntries('industry');
  const regions = useReferenceEntries('region');
  const audiences = useReferenceEntries('audience');
  const organizations = useOrganizationOptions(isAgencyUser);
  // Campaigns of the chosen organisation, else of the user's own.
  const campaigns = useCampaignOptions(view.organizationId ?? orgId);
  const canPublish = useCanPublish(userId, orgId);
  const [isImporting, setImporting] = useState(false);

  const totalCount = posts.data?.totalCount;
  const records = posts.data?.records ?? [];
  const isShowingRequestedPage = !posts.isPlaceholderData;

  // A filter or another person's deletion may leave the page past the last one: show the last one instead.
  useEffect(() => {
    if (totalCount === undefined || !isShowingRequestedPage) return;
    const lastIndex = lastPageIndex(totalCount, view.pageSize);
    if (view.pageIndex > lastIndex) show(withPage(view, lastIndex));
  }, [totalCount, isShowingRequestedPage, view, show]);

  const setupEntries: Record<SetupFilter, readonly ReferenceRecord[] | undefined> = {
    goal: goals.data,
    industry: industries.data,
    region: regions.data,
    audience: audiences.data,
  };
  const setupOptions = Object.fromEntries(
    (Object.keys(setupEntries) as SetupFilter[]).map((key) => [key, withChosenOption(toOptions(setupEntries[key]), view[key], String)]),
  ) as Record<SetupFilter, FilterOption[]>;

  const campaignOptions = withChosenOption(
    (campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
    view.campaignId === null ? '' : String(view.campaignId),
    () => (campaigns.isPending ? 'Loading…' : 'Campaign not found'),
  );
  const organizationOptions = isAgencyUser
    ? withChosenOption(
        (organizations.data ?? []).map((organization) => ({ value: String(organization.id), label: organization.organization_name })),
        view.organizationId === null ? '' : String(view.organizationId),
        () => (organizations.isPending ? 'Loading…' : 'Organization not found'),
      )
    : null;

  const clearFilters = () => {
    search.cancel();
    show(withoutFilters(view));
  };

  const createButton = (
    <Button component={RouterLink} to={PATHS.createPost} variant="contained" startIcon={<Add />} sx={{ whiteSpace: 'nowrap' }}>
      Create Post
    </Button>
  );
  const { page: _page, page_size: _pageSize, ...exportFilters } = toPostListRequest(view);
  // Into the organisation the list shows: the one chosen in the filter (agency users), else one's own.
  const importOrganizationId = view.organizationId ?? orgId;
  const importOrganizationName =
    organizations.data?.find((organization) => organization.id === importOrganizationId)?.organization_name ?? orgName;

  const content = posts.isPending ? (
    <PostsSkeleton />
  ) : posts.isError && !posts.data ? (
    <PostsLoadFailed message={getErrorMessage(posts.error)} onRetry={() => void posts.refetch()} />
  ) : records.length > 0 ? (
    <PostsTable
      posts={records}
      showOrganization={isAgencyUser}
      goalLabel={(value) => referenceLabel(value, goals.data)}
      isRefreshing={posts.isPlaceholderData}
      userId={userId}
      ownOrganizationId={orgId}
      canPublish={canPublish}
    />
  ) : totalCount ? (
    // Past the last page: the effect above is moving to it.
    <PostsSkeleton />
  ) : isFiltered(view) ? (
    <NoMatchingPosts onClear={clearFilters} />
  ) : (
    <NoPostsYet createButton={createButton} />
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeader
        title={title}
        headingId={headingId}
        description={
          <span aria-live="polite">
            {totalCount !== undefined ? postCountText(totalCount) : posts.isPending && <Skeleton width={72} />}
          </span>
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ExportPostsButton filters={exportFilters} />
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImporting(true)} sx={{ whiteSpace: 'nowrap' }}>
              Import
            </Button>
            {createButton}
          </Box>
        }
      />
      {/* For one organisation: agency users once they chose one. */}
      {(!isAgencyUser || view.organizationId !== null) && renderHealth(view.organizationId ?? orgId)}
      <ImportPostsDialog
        open={isImporting}
        organizationId={importOrganizationId}
        organizationName={importOrganizationName}
        onClose={() => setImporting(false)}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PostsFilterBar
          filters={view}
          searchDraft={search.draft}
          onSearchChange={search.change}
          onChange={(patch) => show(withFilters(view, patch))}
          onClear={clearFilters}
          setupOptions={setupOptions}
          campaigns={{
            options: campaignOptions,
            heading: isAgencyUser && view.organizationId === null ? `Campaigns of ${orgName}` : undefined,
          }}
          organizations={organizationOptions}
        />
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{content}</Box>
        <PublishingAnnouncer posts={posts.data?.records} />
        {totalCount !== undefined && totalCount > 0 && (
          <TablePagination
            component="div"
            count={totalCount}
            page={Math.min(view.pageIndex, lastPageIndex(totalCount, view.pageSize))}
            rowsPerPage={view.pageSize}
            rowsPerPageOptions={[...POST_PAGE_SIZES]}
            onPageChange={(_, page) => show(withPage(view, page))}
            onRowsPerPageChange={(event) => show(withPageSize(view, Number(event.target.value)))}
            labelRowsPerPage="Rows per page"
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
            }}
          />
        )}
      </Paper>
    </Box>
  );
}
