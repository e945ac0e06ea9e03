import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REVIEW_STATE_LABELS, type ReviewRecord } from '@roi/contract/approvals';
import { accountLabel } from '@roi/contract/integrations';
import { formatInZone } from '@roi/contract/publishing-rules';
import { useWithdrawSubmission } from '../hooks/use-approvals';
import { ChainProgress } from './chain-progress';
import { ChangesSinceSeen } from './changes-since-seen';
import { DecideDialog } from './decide-dialog';
import { PostComments } from './post-comments';
import { ReviewHistory } from './review-history';
import { externalReviewersOf, ReviewLinks } from './review-links';

/** What the approval screen needs of the post preview, which the app supplies (features do not share components). */
export type RenderPreview = (post: { id: string; organizationName: string; text: string; imageUrls: string[] }) => ReactNode;

const STATE_COLORS = { in_review: 'info', approved: 'success', rejected: 'error', withdrawn: 'default', expired: 'warning' } as const;

interface ReviewCardProps {
  record: ReviewRecord;
  /** Whether the reader may read the post's history and comments (Posts: View); without it they are not offered. */
  mayReadPosts: boolean;
  renderPreview: RenderPreview;
  /** Opened from a notification about its conversation: the comments show at once. */
  isCommentsInitiallyOpen?: boolean;
}

/** One post under review: where it is in its chain, its preview, and what the reader may do about it. */
export function ReviewCard({ record, mayReadPosts, renderPreview, isCommentsInitiallyOpen = false }: ReviewCardProps) {
  const headingId = useId();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isCommentsOpen, setIsCommentsOpen] = useState(isCommentsInitiallyOpen);
  const withdraw = useWithdrawSubmission();
  const { review, post } = record;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: 17, fontWeight: 700, overflowWrap: 'anywhere', mr: 'auto' }}>
          {post.campaign_name}
        </Typography>
        <Chip size="small" color={STATE_COLORS[review.state]} label={REVIEW_STATE_LABELS[review.state]} />
        {post.not_before && (
          <Chip size="small" variant="outlined" color="warning" label={`Embargoed until ${formatInZone(new Date(post.not_before), post.timezone)}`} />
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'anywhere' }}>
        {post.organization_name} · by {post.author_name} · version {post.version} · submitted{' '}
        <time dateTime={review.submitted_at}>{formatInZone(new Date(review.submitted_at), post.timezone)}</time>
        {review.schedule_at && <> · to go out {formatInZone(new Date(review.schedule_at), post.timezone)}</>}
      </Typography>
      {post.accounts.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          Goes to: {post.accounts.map(accountLabel).join(', ')}
        </Typography>
      )}
      <ChainProgress record={record} />
      {review.rejection && (
        <Box sx={{ my: 1.5, p: 1.5, borderLeft: 4, borderColor: 'error.main', bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Reasons given
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.rejection}
          </Typography>
        </Box>
      )}
      {record.seen && <ChangesSinceSeen seen={record.seen} text={post.text} version={post.version} />}
      <Box sx={{ my: 2, maxWidth: 560 }}>
        {renderPreview({ id: `review-preview-${review.id}`, organizationName: post.organization_name, text: post.text, imageUrls: post.image_urls })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {record.can_decide && (
          <>
            <Button variant="contained" color="success" onClick={() => setDecision('approve')}>
              Approve
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDecision('reject')}>
              Reject
            </Button>
          </>
        )}
        {record.can_withdraw && (
          <Button variant="outlined" disabled={withdraw.isPending} onClick={() => withdraw.mutate(post.post_id)}>
            Withdraw submission
          </Button>
        )}
        {mayReadPosts && (
          <>
            <Button onClick={() => setIsHistoryOpen((open) => !open)} aria-expanded={isHistoryOpen}>
              {isHistoryOpen ? 'Hide history' : 'History'}
            </Button>
            <Button onClick={() => setIsCommentsOpen((open) => !open)} aria-expanded={isCommentsOpen}>
              {isCommentsOpen ? 'Hide comments' : 'Comments'}
            </Button>
          </>
        )}
      </Box>
      {mayReadPosts && isHistoryOpen && <ReviewHistory postId={post.post_id} timeZone={post.timezone} />}
      {mayReadPosts && isCommentsOpen && <PostComments postId={post.post_id} timeZone={post.timezone} />}
      {record.can_withdraw && externalReviewersOf(record).length > 0 && <ReviewLinks record={record} />}
      {decision && <DecideDialog record={record} decision={decision} onClose={() => setDecision(null)} />}
    </Paper>
  );
}
