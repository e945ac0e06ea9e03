import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PostRecord } from '@roi/contract/posts';
import { cutExcerpt, formatPostDate, publishStatusLabel } from '../post-format';
import { useDeletePost } from '../hooks/use-post-actions';

/** Asks before a post that was never posted is deleted, naming it: deleting cannot be undone. */
export function DeletePostDialog({ post, onClose }: { post: PostRecord; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const remove = useDeletePost(post.post_id);
  const text = cutExcerpt(post.excerpt, 80);
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Delete “{post.campaign_name}”?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {publishStatusLabel(post.publish_status)} by {post.author_name}, last changed {formatPostDate(post.updated_at)}
          {text ? `: “${text}”` : ', with no text yet'}. It is deleted for everyone, with its images, and cannot be brought back.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: onClose })}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
