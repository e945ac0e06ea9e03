import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { APPROVAL_NOTE_MAX_CHARS, type ReviewRecord } from '@roi/contract/approvals';
import { MESSAGES } from '@roi/contract/messages';
import { useDecide } from '../hooks/use-approvals';

/** Approve or reject with a comment; a rejection must say why. The decision is on the version shown. */
export function DecideDialog({ record, decision, onClose }: { record: ReviewRecord; decision: 'approve' | 'reject'; onClose: () => void }) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [isTried, setIsTried] = useState(false);
  const decide = useDecide();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isReject = decision === 'reject';
  const isMissingReason = isReject && comment.trim() === '';
  const submit = () => {
    setIsTried(true);
    if (isMissingReason) return;
    decide.mutate(
      { post_id: record.post.post_id, version: record.post.version, step: record.review.step, decision, comment: comment.trim() || undefined },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={isFullScreen}>
      <DialogTitle id={titleId}>
        {isReject ? 'Reject' : 'Approve'} “{record.post.campaign_name}”?
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {isReject
            ? 'The post goes back to its author with your reasons, by email too.'
            : record.review.step + 1 === record.review.step_count
              ? 'This is the last step: once it is complete the post goes out at its time.'
              : `The post moves on once “${record.review.step_name}” is complete.`}{' '}
          You decide on version {record.post.version}, at step {record.review.step + 1}.
        </Typography>
        <TextField
          label={isReject ? 'Reasons' : 'Comment (optional)'}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required={isReject}
          autoFocus
          slotProps={{ htmlInput: { maxLength: APPROVAL_NOTE_MAX_CHARS } }}
          error={isTried && isMissingReason}
          helperText={isTried && isMissingReason ? MESSAGES.reviewRejectionNeedsReason : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color={isReject ? 'error' : 'success'} onClick={submit} disabled={decide.isPending}>
          {isReject ? 'Reject' : 'Approve'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
