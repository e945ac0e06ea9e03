import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Replay from '@mui/icons-material/Replay';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { PublishTarget } from '@roi/contract/integrations';
import type { PostRecord } from '@roi/contract/posts';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { SandboxChip } from '../../../components/sandbox-chip';
import { WithdrawDialog } from './withdraw-dialog';
import {
  canReturnToDraft,
  hasPublishing,
  publishedLink,
  isScheduledPost,
  scheduleActionsOf,
  scheduledForText,
  TARGET_STATE_COLORS,
  targetAction,
  targetNote,
  targetStateLabel,
} from '../publishing-view';
import { RescheduleDialog } from './reschedule-dialog';
import { TargetLink } from './target-link';
import { usePublishTarget } from '../hooks/use-publishing-actions';

interface PostPublishingProps {
  post: PostRecord;
  /** The signed-in user: the author of a scheduled post may cancel it. */
  userId: number;
  /** The signed-in user's organisation: where a missing time zone is theirs to set. */
  ownOrganizationId: number;
  /** The user may send held and failed targets (Publish, Retry) and move schedules. */
  canPublish: boolean;
}

/**
 * Where a post stands with each LinkedIn account: its state, the post's id there, why it
 * failed, and what the user can do about it; and, for a scheduled post, when it goes out.
 */
export function PostPublishing({ post, userId, ownOrganizationId, canPublish }: PostPublishingProps) {
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | 'draft' | null>(null);
  const scheduleActions = scheduleActionsOf(post, { userId, canPublish });
  // Kept open while the post changes under them (a cancelled schedule leaves a draft), until they close.
  const dialogs = (
    <>
      {dialog === 'reschedule' && (
        <RescheduleDialog post={post} ownOrganizationId={ownOrganizationId} onClose={() => setDialog(null)} />
      )}
      {(dialog === 'cancel' || dialog === 'draft') && (
        <WithdrawDialog post={post} scheduled={dialog === 'cancel'} onClose={() => setDialog(null)} />
      )}
    </>
  );
  if (!hasPublishing(post)) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <span aria-hidden>—</span>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          Not published
        </Box>
        {dialogs}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.25, minWidth: 0 }}>
      {isScheduledPost(post) && (
        <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, fontWeight: 600 }}>
            <ScheduleOutlined fontSize="small" aria-hidden sx={{ color: 'primary.main', mt: '1px' }} />
            {scheduledForText(post)}
          </Typography>
          {(scheduleActions.canReschedule || scheduleActions.canCancel) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {scheduleActions.canReschedule && (
                <Button size="small" variant="outlined" startIcon={<EditCalendarOutlined />} onClick={() => setDialog('reschedule')}>
                  Reschedule
                </Button>
              )}
              {scheduleActions.canCancel && (
                <Button size="small" variant="outlined" color="error" startIcon={<EventBusyOutlined />} onClick={() => setDialog('cancel')}>
                  Cancel schedule
                </Button>
              )}
            </Box>
          )}
        </Box>
      )}
      {post.targets.length > 0 && (
        <Box
          component="ul"
          aria-label={`Publishing of ${post.campaign_name}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
        >
          {post.targets.map((target) => (
            <TargetItem key={target.id} postId={post.post_id} target={target} canPublish={canPublish} />
          ))}
        </Box>
      )}
      {canReturnToDraft(post, { userId, canPublish }) && (
        <Button size="small" variant="outlined" startIcon={<EditNoteOutlined />} onClick={() => setDialog('draft')} sx={{ justifySelf: 'start' }}>
          Back to draft
        </Button>
      )}
      {dialogs}
    </Box>
  );
}

function TargetItem({ postId, target, canPublish }: { postId: number; target: PublishTarget; canPublish: boolean }) {
  const publish = usePublishTarget(postId);
  const action = targetAction(target, canPublish);
  const note = targetNote(target);
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {target.display_name}
        </Typography>
        <Chip
          size="small"
          color={TARGET_STATE_COLORS[target.state]}
          label={targetStateLabel(target.state)}
          icon={target.state === 'publishing' ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
          sx={{ fontWeight: 600 }}
        />
        {target.sandbox && <SandboxChip />}
      </Box>
      {target.state === 'published' && <PublishedLink target={target} />}
      {note && (
        <Typography variant="body2" sx={{ color: note.isError ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}>
          {note.text}
        </Typography>
      )}
      {action && (
        <Button
          size="small"
          variant="outlined"
          aria-label={action.label}
          startIcon={action.kind === 'retry' ? <Replay /> : <SendOutlined />}
          loading={publish.isPending}
          onClick={() => publish.mutate(target.id)}
        >
          {action.text}
        </Button>
      )}
    </Box>
  );
}

/** Where the published post can be read: LinkedIn's page of it, or its card in the sandbox feed. */
function PublishedLink({ target }: { target: PublishTarget }) {
  const link = publishedLink(target.external_url);
  if (!link) return null;
  return (
    <Typography variant="body2">
      <TargetLink url={target.external_url}>{link.kind === 'external' ? 'View on LinkedIn' : 'View in the sandbox feed'}</TargetLink>
    </Typography>
  );
}
