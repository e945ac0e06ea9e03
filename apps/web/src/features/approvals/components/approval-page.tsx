import { useId } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReviewTab } from '@roi/contract/approvals';
import { accountLabel } from '@roi/contract/integrations';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import type { ReviewFilter } from '../api/query-keys';
import { useReview, useReviewAccounts, useReviewCampaigns, useReviewOrganizations, useReviews } from '../hooks/use-approvals';
import { ChainEditor } from './chain-editor';
import { ReviewCard, type RenderPreview } from './review-card';

type PageTab = ReviewTab | 'chain';

const TABS: { value: PageTab; label: string; empty: string }[] = [
  { value: 'waiting', label: 'Waiting for me', empty: 'Nothing waits for your decision.' },
  { value: 'mine', label: 'My submissions', empty: 'You have not submitted a post for approval yet. Submit one from the editor or the posts list.' },
  { value: 'decided', label: 'Decided recently', empty: 'No post has been approved, rejected or has expired yet.' },
  { value: 'chain', label: 'Approval chain', empty: '' },
];

function tabOf(value: string | null): PageTab {
  return TABS.find((tab) => tab.value === value)?.value ?? 'waiting';
}

function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

interface ApprovalPageProps {
  title: string;
  ownOrganizationId: number;
  isAgencyUser: boolean;
  /**
   * Posts: View, which a post's history and comments need (docs/product/approvals.md): a reviewer whose
   * role lacks it decides on the cards without them.
   */
  mayReadPosts: boolean;
  renderPreview: RenderPreview;
}

/**
 * /approval: the posts waiting for the reader's decision, their own submissions, those decided recently,
 * and the organisation's approval chain. The tab and filters stand in the address.
 */
export function ApprovalPage({ title, ownOrganizationId, isAgencyUser, mayReadPosts, renderPreview }: ApprovalPageProps) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const chosenOrganization = idOf(params.get('org'));
  const organizationId = isAgencyUser ? chosenOrganization : ownOrganizationId;
  const campaignId = idOf(params.get('campaign'));
  const accountId = idOf(params.get('account'));
  const openedPostId = idOf(params.get('post'));
  const organizations = useReviewOrganizations(isAgencyUser);
  const campaigns = useReviewCampaigns(organizationId);
  const accounts = useReviewAccounts(organizationId);
  const filter: ReviewFilter = { organizationId: isAgencyUser ? chosenOrganization : undefined, campaignId, accountId };
  const waitingCount = useReviews('waiting', filter).data?.length;
  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name === 'org') {
        next.delete('campaign');
        next.delete('account');
      }
      return next;
    });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeader
        title={title}
        headingId={headingId}
        description="Posts go out once every step of their organization’s approval chain has approved them. Decide on what waits for you, follow your own submissions, and set the chain."
      />
      {openedPostId !== undefined &&
        (mayReadPosts ? (
          <OpenedPost postId={openedPostId} renderPreview={renderPreview} onClose={() => setParam('post', undefined)} />
        ) : (
          <Alert severity="info" onClose={() => setParam('post', undefined)} sx={{ mb: 2 }}>
            A post&apos;s conversation is shown to those who may view posts, which your role does not allow. When the post
            waits for your decision, its card is under Waiting for me.
          </Alert>
        ))}
      <Tabs
        value={tab}
        onChange={(_, value: PageTab) => setParam('tab', value === 'waiting' ? undefined : value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Approval views"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            id={`approval-tab-${item.value}`}
            aria-controls="approval-tab-panel"
            label={
              item.value === 'waiting' && waitingCount ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {item.label}
                  <Chip size="small" color="primary" label={waitingCount} aria-label={`${waitingCount} waiting`} sx={{ height: 20, fontWeight: 700 }} />
                </Box>
              ) : (
                item.label
              )
            }
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {isAgencyUser && (
          <TextField
            select
            size="small"
            label="Organization"
            value={chosenOrganization ?? ''}
            onChange={(event) => setParam('org', event.target.value || undefined)}
            slotProps={EMPTY_CHOICE_SHOWN}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            <MenuItem value="">{tab === 'chain' ? 'Choose an organization' : 'All organizations'}</MenuItem>
            {organizations.data?.map((organization) => (
              <MenuItem key={organization.id} value={String(organization.id)}>
                {organization.organization_name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {tab !== 'chain' && (
          <>
            <NeedsOrganizationFilter
              label="Campaign"
              allLabel="All campaigns"
              value={campaignId}
              onChange={(value) => setParam('campaign', value)}
              isOrganizationKnown={organizationId !== undefined}
              options={campaigns.data?.map((campaign) => ({ id: campaign.id, label: campaign.name }))}
            />
            <NeedsOrganizationFilter
              label="Account"
              allLabel="All accounts"
              value={accountId}
              onChange={(value) => setParam('account', value)}
              isOrganizationKnown={organizationId !== undefined}
              options={accounts.data?.map((account) => ({ id: account.id, label: `${accountLabel(account)}${account.sandbox ? ' (sandbox)' : ''}` }))}
            />
          </>
        )}
      </Box>
      <Box id="approval-tab-panel" role="tabpanel" aria-labelledby={`approval-tab-${tab}`}>
        {tab === 'chain' ? (
          <ChainEditor organizationId={organizationId} />
        ) : (
          <ReviewList tab={tab} filter={filter} mayReadPosts={mayReadPosts} renderPreview={renderPreview} />
        )}
      </Box>
    </Box>
  );
}

/** A filter with nothing chosen reads as its empty choice ("All organizations"), not as a bare label. */
const EMPTY_CHOICE_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** A filter whose choices belong to one organisation: Campaign and Account. */
function NeedsOrganizationFilter(props: {
  label: string;
  allLabel: string;
  value: number | undefined;
  onChange: (value: string | undefined) => void;
  isOrganizationKnown: boolean;
  options: { id: number; label: string }[] | undefined;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      disabled={!props.isOrganizationKnown}
      helperText={props.isOrganizationKnown ? undefined : 'Choose an organization first'}
      slotProps={EMPTY_CHOICE_SHOWN}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <MenuItem value="">{props.allLabel}</MenuItem>
      {props.options?.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The post a notification opened (`?post=`), above the tabs, with its conversation open. */
function OpenedPost({ postId, renderPreview, onClose }: { postId: number; renderPreview: RenderPreview; onClose: () => void }) {
  const review = useReview(postId);
  if (review.isPending) return <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} aria-label="Loading the post" />;
  if (review.isError) return <LoadFailed isFramed title="The post could not be loaded" error={review.error} onRetry={() => void review.refetch()} />;
  return (
    <Box component="section" aria-label="The post you opened" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
          The post you opened
        </Typography>
        <Button onClick={onClose}>Close</Button>
      </Box>
      {review.data.record ? (
        <ReviewCard record={review.data.record} mayReadPosts renderPreview={renderPreview} isCommentsInitiallyOpen />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            This post has never been submitted for approval.
          </Typography>
        </Paper>
      )}
    </Box>
  );
}

function ReviewList({
  tab,
  filter,
  mayReadPosts,
  renderPreview,
}: {
  tab: ReviewTab;
  filter: ReviewFilter;
  mayReadPosts: boolean;
  renderPreview: RenderPreview;
}) {
  const reviews = useReviews(tab, filter);
  if (reviews.isPending) {
    return (
      <Box role="status" aria-label="Loading the reviews" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  }
  if (reviews.isError) return <LoadFailed isFramed title="The reviews could not be loaded" error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {TABS.find((item) => item.value === tab)!.empty}
        </Typography>
      </Paper>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {reviews.data.map((record) => (
        <ReviewCard key={record.review.id} record={record} mayReadPosts={mayReadPosts} renderPreview={renderPreview} />
      ))}
    </Box>
  );
}
