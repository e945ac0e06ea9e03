import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PostRecord } from '@roi/contract/posts';
import { scheduleProblem, toLocalDateTime } from '../../../lib/schedule';
import { ScheduleField } from '../../../components/schedule-field';
import { UtcFallbackNote } from './utc-fallback-note';
import { postTimeZone, rescheduleStart } from '../publishing-view';
import { useReschedule } from '../hooks/use-publishing-actions';

/** 'Reschedule post': another time for a scheduled post, on its organisation's clock. */
export function RescheduleDialog({ post, ownOrganizationId, onClose }: { post: PostRecord; ownOrganizationId: number; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const [at, setAt] = useState(() => rescheduleStart(post));
  const [error, setError] = useState<string | null>(null);
  const reschedule = useReschedule(post.post_id);
  const timeZone = postTimeZone(post);

  const change = (value: string) => {
    setAt(value);
    // An error on screen follows the time as it is corrected.
    if (error !== null) setError(scheduleProblem(value, timeZone, new Date()));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = scheduleProblem(at, timeZone, new Date());
    setError(problem);
    if (problem === null) reschedule.mutate(toLocalDateTime(at), { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={reschedule.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Reschedule post</DialogTitle>
      {/* The field's min and max guide the picker; the messages come from the same rules as the server's. */}
      <Box component="form" noValidate onSubmit={save}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={textId}>
            Choose when “{post.campaign_name}” goes out. Every account it waits for moves with it.
          </DialogContentText>
          <ScheduleField
            value={at}
            onChange={change}
            timeZone={timeZone}
            error={error}
            autoFocus
            organizationId={post.organization_id}
            timeZoneNote={
              !post.timezone_set && (
                <UtcFallbackNote organizationName={post.organization_name} isOwnOrganization={post.organization_id === ownOrganizationId} />
              )
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reschedule.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={reschedule.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
