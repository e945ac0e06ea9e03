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
import { useCopyPost, useMovePost } from '../hooks/use-move-post';

interface MovePostDialogProps {
  item: CalendarItem;
  /** Move the post, or copy it as a draft planned at the time chosen. */
  mode: 'move' | 'copy';
  onClose: () => void;
  /** Said once the post has moved (or its copy was made), for the page to announce. */
  onDone: (at: string) => void;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * "Move post": the same move as dragging, by a date and time field, for keyboards and screen readers;
 * or "Copy post", a new draft planned at another date (a week later to start with). The server's rules
 * decide (future, within a year, the organisation's clock); a refusal is shown at the field and nothing
 * changes.
 */
export function MovePostDialog({ item, mode, onClose, onDone }: MovePostDialogProps) {
  const titleId = useId();
  const isCopy = mode === 'copy';
  const isDraft = isCopy || item.state === 'draft';
  const textId = useId();
  const [at, setAt] = useState(() => utcToZonedLocal(new Date(Date.parse(item.at) + (isCopy ? WEEK_MS : 0)), item.timezone));
  const [error, setError] = useState<string | null>(null);
  const move = useMovePost();
  const copy = useCopyPost();
  const isPending = move.isPending || copy.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const chosen = toLocalDateTime(at);
    const handlers = { onSuccess: () => onDone(chosen), onError: (failure: Error) => setError(getErrorMessage(failure)) };
    if (isCopy) copy.mutate({ postId: item.post_id, plannedAt: chosen }, handlers);
    else move.mutate({ postId: item.post_id, scheduleAt: chosen }, handlers);
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{isCopy ? 'Copy post' : 'Move post'}</DialogTitle>
      <Box component="form" noValidate onSubmit={save}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={textId}>
            {isCopy
              ? `A new draft of “${item.campaign_name}”, with its text and images, planned at the time you choose on ${item.organization_name}’s clock. Nothing is published at it until it is scheduled.`
              : isDraft
              ? `Choose the planned date of the draft “${item.campaign_name}”, on ${item.organization_name}’s clock. It is a note for planners: nothing is published at it.`
              : `Choose when “${item.campaign_name}” goes out, on ${item.organization_name}’s clock. Every account it waits for moves with it.`}
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
            label={isDraft ? 'Planned date' : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {isCopy ? 'Copy' : 'Move'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
