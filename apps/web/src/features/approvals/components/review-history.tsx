import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReviewEventKind } from '@roi/contract/approvals';
import { formatInZone } from '@roi/contract/publishing-rules';
import { LoadFailed } from '../../../components/load-failed';
import { useReview } from '../hooks/use-approvals';

const EVENT_LABELS: Record<ReviewEventKind, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  reset: 'Edited: back to the first step',
  expired: 'Expired: its time came before approval',
  published: 'Approved at every step: on its way',
};

/** Every submission and decision on the post: who, when, at which step, on which version. */
export function ReviewHistory({ postId, timeZone }: { postId: number; timeZone: string }) {
  const review = useReview(postId);
  if (review.isPending) return <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} aria-label="Loading the history" />;
  if (review.isError) return <LoadFailed title="The history could not be loaded" error={review.error} onRetry={() => void review.refetch()} />;
  return (
    <Box component="ol" aria-label="History" sx={{ mt: 2, mb: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {review.data.history.map((event) => (
        <Typography component="li" variant="body2" key={event.id} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{EVENT_LABELS[event.kind]}</strong>
          {event.actor_name && <> by {event.actor_name}</>} · <time dateTime={event.at}>{formatInZone(new Date(event.at), timeZone)}</time> · step{' '}
          {event.step + 1} ({event.step_name}) · version {event.version}
          {event.comment && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'pre-wrap' }}>
              “{event.comment}”
            </Box>
          )}
        </Typography>
      ))}
    </Box>
  );
}
