import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX_CHARS, COMMENT_MAX_MENTIONS, type Mentionable } from '@roi/contract/approvals';
import { formatInZone } from '@roi/contract/publishing-rules';
import { LoadFailed } from '../../../components/load-failed';
import { useAddComment, useComments } from '../hooks/use-comments';

/** The people still named as "@Name" in the text: taking a name out of the text takes the mention back. */
function mentionedIn(body: string, people: readonly Mentionable[]): Mentionable[] {
  return people.filter((person) => body.includes(`@${person.name}`));
}

/**
 * The conversation about a post: who said what, about which version, and a box to add to it. Choosing
 * people to mention writes "@Name" into the comment; each one still named when it is posted is told.
 */
export function PostComments({ postId, timeZone }: { postId: number; timeZone: string }) {
  const comments = useComments(postId);
  const add = useAddComment(postId);
  const [body, setBody] = useState('');
  const people = comments.data?.people ?? [];
  const mentioned = mentionedIn(body, people);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return;
    add.mutate({ body: body.trim(), mentionUserIds: mentioned.map((person) => person.id) }, { onSuccess: () => setBody('') });
  };
  const mention = (chosen: readonly Mentionable[]) => {
    const added = chosen.filter((person) => !mentioned.includes(person));
    const removed = mentioned.filter((person) => !chosen.includes(person));
    let next = body;
    for (const person of removed) next = next.split(`@${person.name}`).join(person.name);
    for (const person of added) next = `${next}${next === '' || next.endsWith(' ') ? '' : ' '}@${person.name} `;
    setBody(next);
  };
  return (
    <Box component="section" aria-label="Comments" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {comments.isPending ? (
        <Skeleton variant="rounded" height={60} aria-label="Loading the comments" />
      ) : comments.isError ? (
        <LoadFailed title="The comments could not be loaded" error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.comments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No comments yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {comments.data.comments.map((comment) => (
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
        <Autocomplete
          multiple
          size="small"
          options={people}
          value={mentioned}
          onChange={(_, chosen) => mention(chosen)}
          getOptionLabel={(person) => person.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionDisabled={() => mentioned.length >= COMMENT_MAX_MENTIONS}
          renderInput={(params) => <TextField {...params} label="Mention people" helperText="They are told by email and in the product." />}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending || body.trim() === ''}>
          Post comment
        </Button>
      </Box>
    </Box>
  );
}
