import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PostRecord } from '@roi/contract/posts';
import { useArchivePost } from '../hooks/use-post-actions';

/** Asks before a post leaves the list; it stays on record and comes back with Unarchive. */
export function ArchivePostDialog({ post, onClose }: { post: PostRecord; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const archive = useArchivePost(post.post_id);
  return (
    <Dialog open onClose={archive.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Archive “{post.campaign_name}”?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          It leaves the list for everyone but stays on record: choose Status “Archived” to find it, and Unarchive to bring it back.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={archive.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" loading={archive.isPending} onClick={() => archive.mutate(true, { onSuccess: onClose })}>
          Archive
        </Button>
      </DialogActions>
    </Dialog>
  );
}
