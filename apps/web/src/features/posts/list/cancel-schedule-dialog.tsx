import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PostRecord } from '@roi/contract/posts';
import { useCancelSchedule } from './use-publishing-actions';

/** Asks before a scheduled post is taken back: it becomes a draft, to open in the editor again. */
export function CancelScheduleDialog({ post, onClose }: { post: PostRecord; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const cancel = useCancelSchedule(post.post_id);
  return (
    <Dialog open onClose={cancel.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>Cancel the schedule?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          “{post.campaign_name}” will not go out. It becomes a draft again, which you can open in the editor and post or
          schedule later.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          Keep
        </Button>
        <Button color="error" loading={cancel.isPending} onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}>
          Cancel schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
