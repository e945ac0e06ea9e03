import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { APPROVAL_NOTE_MAX_CHARS } from '@roi/contract/approvals';
import type { PostRecord } from '@roi/contract/posts';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { postTimeZone } from '../publishing-view';
import { scheduleProblem, suggestedScheduleTime, toLocalDateTime } from '../../../lib/schedule';
import { useSubmitForApproval } from '../hooks/use-approval-actions';
import { ScheduleField } from '../../../components/schedule-field';
import { EmbargoField } from './embargo-field';

/**
 * 'Submit for approval': a note for the reviewers, when the post is to go out once approved (as soon as
 * approved, or at a time), and an embargo, the time before which it may not go out.
 */
type SubmittedPost = Pick<PostRecord, 'post_id' | 'version' | 'organization_id' | 'campaign_name' | 'organization_name' | 'timezone' | 'not_before'>;

export function SubmitForApprovalDialog({ post, onClose }: { post: SubmittedPost; onClose: () => void }) {
  const titleId = useId();
  const timeZone = postTimeZone(post);
  const [note, setNote] = useState('');
  const [isScheduled, setIsScheduled] = useState(false);
  const [at, setAt] = useState(() => suggestedScheduleTime(timeZone, new Date()));
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [notBefore, setNotBefore] = useState(() => (post.not_before ? utcToZonedLocal(new Date(post.not_before), timeZone) : ''));
  const submit = useSubmitForApproval();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = isScheduled ? scheduleProblem(at, timeZone, new Date()) : null;
    setScheduleError(problem);
    if (problem !== null) return;
    const embargo = notBefore ? toLocalDateTime(notBefore) : null;
    const currentEmbargo = post.not_before ? utcToZonedLocal(new Date(post.not_before), timeZone) : null;
    submit.mutate(
      {
        postId: post.post_id,
        version: post.version,
        note,
        scheduleAt: isScheduled ? toLocalDateTime(at) : undefined,
        notBefore: embargo === currentEmbargo ? undefined : embargo,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onClose={submit.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Submit for approval</DialogTitle>
      <Box component="form" noValidate onSubmit={send}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            “{post.campaign_name}” goes to the first step of {post.organization_name}’s approval chain. It goes out once every step has
            approved it; an edit after an approval sends it back to the first step.
          </DialogContentText>
          <TextField
            label="Note for the reviewers (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: APPROVAL_NOTE_MAX_CHARS } }}
          />
          <FormControlLabel
            control={<Switch checked={isScheduled} onChange={(event) => setIsScheduled(event.target.checked)} />}
            label="Publish at a set time once approved (otherwise as soon as approved)"
          />
          {isScheduled && <ScheduleField value={at} onChange={setAt} timeZone={timeZone} error={scheduleError} organizationId={post.organization_id} />}
          <EmbargoField value={notBefore} onChange={setNotBefore} timeZone={timeZone} isOptional />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submit.isPending}>
            Submit for approval
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
