import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PostRecord } from '@roi/contract/posts';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { scheduleProblem, toLocalDateTime } from '../../../lib/schedule';
import { useSetEmbargo } from '../hooks/use-approval-actions';
import { postTimeZone } from '../publishing-view';
import { EmbargoField } from './embargo-field';

type EmbargoedPost = Pick<PostRecord, 'post_id' | 'campaign_name' | 'organization_name' | 'timezone' | 'not_before'>;

/** 'Set embargo' / 'Change embargo': the time, on the organisation's clock, before which the post may not go out. */
export function EmbargoDialog({ post, onClose }: { post: EmbargoedPost; onClose: () => void }) {
  const titleId = useId();
  const timeZone = postTimeZone(post);
  const [notBefore, setNotBefore] = useState(() => (post.not_before ? utcToZonedLocal(new Date(post.not_before), timeZone) : ''));
  const [error, setError] = useState<string | null>(null);
  const save = useSetEmbargo();
  const title = post.not_before ? 'Change embargo' : 'Set embargo';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = scheduleProblem(notBefore, timeZone, new Date());
    setError(problem);
    if (problem === null) save.mutate({ postId: post.post_id, notBefore: toLocalDateTime(notBefore) }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={send}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Nothing of “{post.campaign_name}” can be published or scheduled before this time, on {post.organization_name}’s clock.
          </DialogContentText>
          <EmbargoField value={notBefore} onChange={setNotBefore} timeZone={timeZone} error={error} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save embargo
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
