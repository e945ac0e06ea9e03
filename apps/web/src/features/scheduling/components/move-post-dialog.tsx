import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import type { CalendarItem } from '@roi/contract/scheduling';
import { ScheduleField } from '../../../components/schedule-field';
import { getErrorMessage } from '../../../lib/api-client';
import { toLocalDateTime } from '../../../lib/schedule';
import { useMovePost } from '../hooks/use-move-post';

interface MovePostDialogProps {
  item: CalendarItem;
  onClose: () => void;
  /** Said once the post has moved, for the page to announce. */
  onMoved: (scheduleAt: string) => void;
}

/**
 * "Move post": the same move as dragging, by a date and time field, for keyboards and screen readers.
 * The server's rules decide (future, within a year, the organisation's clock); a refusal is shown at the
 * field and nothing moves.
 */
export function MovePostDialog({ item, onClose, onMoved }: MovePostDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [at, setAt] = useState(() => utcToZonedLocal(new Date(item.at), item.timezone));
  const [error, setError] = useState<string | null>(null);
  const move = useMovePost();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const scheduleAt = toLocalDateTime(at);
    move.mutate(
      { postId: item.post_id, scheduleAt },
      { onSuccess: () => onMoved(scheduleAt), onError: (failure) => setError(getErrorMessage(failure)) },
    );
  };

  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Move post</DialogTitle>
      <Box component="form" noValidate onSubmit={save}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={textId}>
            Choose when “{item.campaign_name}” goes out, on {item.organization_name}’s clock. Every account it waits for moves with it.
          </DialogContentText>
          <ScheduleField
            value={at}
            onChange={(value) => {
              setAt(value);
              setError(null);
            }}
            timeZone={item.timezone}
            error={error}
            autoFocus
            organizationId={item.organization_id}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={move.isPending}>
            Move
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
