import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX_CHARS } from '@roi/contract/approvals';
import { formatInZone } from '@roi/contract/publishing-rules';
import { LoadFailed } from '../../../components/load-failed';
import { useAddComment, useComments } from '../hooks/use-comments';

/** The conversation about a post: who said what, about which version, and a box to add to it. */
export function PostComments({ postId, timeZone }: { postId: number; timeZone: string }) {
  const comments = useComments(postId);
  const add = useAddComment(postId);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return;
    add.mutate(body.trim(), { onSuccess: () => setBody('') });
  };
  return (
    <Box component="section" aria-label="Comments" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {comments.isPending ? (
        <Skeleton variant="rounded" height={60} aria-label="Loading the comments" />
      ) : comments.isError ? (
        <LoadFailed title="The comments could not be loaded" error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No comments yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {comments.data.map((comment) => (
            <Typography component="li" variant="body2" key={comment.id} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{comment.author_name}</strong>
              {comment.is_agency && ' (agency)'} · <time dateTime={comment.created_at}>{formatInZone(new Date(comment.created_at), timeZone)}</time> ·
              version {comment.version}
              <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                {comment.body}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1.5 }}>
        <TextField
          size="small"
          label="Add a comment"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX_CHARS } }}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending || body.trim() === ''}>
          Post comment
        </Button>
      </Box>
    </Box>
  );
}
