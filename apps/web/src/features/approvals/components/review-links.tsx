import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEWER_NAME_MAX_CHARS, type ReviewRecord } from '@roi/contract/approvals';
import { formatInZone } from '@roi/contract/publishing-rules';
import { useReviewLinks, useRevokeReviewLink, useSendReviewLink } from '../hooks/use-review-links';

const LINK_STATE_LABELS = { active: 'Active', used: 'Used', revoked: 'Revoked', expired: 'Expired' } as const;

/** The external reviewers the chain names by address, as a review link may reach only them. */
export function externalReviewersOf(record: ReviewRecord): string[] {
  return [...new Set(record.steps.flatMap((step) => step.approvers.flatMap((approver) => (approver.kind === 'email' ? [approver.email] : []))))];
}

/** Review links for the chain's external reviewers: send one by email, see each one's state, revoke. */
export function ReviewLinks({ record }: { record: ReviewRecord }) {
  const postId = record.post.post_id;
  const emails = externalReviewersOf(record);
  const links = useReviewLinks(postId);
  const send = useSendReviewLink(postId);
  const revoke = useRevokeReviewLink(postId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(emails[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || email === '') return;
    send.mutate({ name: name.trim(), email }, { onSuccess: () => setName('') });
  };
  return (
    <Box component="section" aria-label="Review links" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        Review links
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        An external reviewer of the chain gets an email with a link to this post only: one decision, valid 7 days.
      </Typography>
      {record.review.state === 'in_review' && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
          <TextField
            size="small"
            label="Reviewer’s name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: REVIEWER_NAME_MAX_CHARS } }}
            sx={{ flex: '1 1 180px' }}
          />
          <TextField size="small" select label="Reviewer’s email" value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flex: '1 1 220px' }}>
            {emails.map((address) => (
              <MenuItem key={address} value={address}>
                {address}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" disabled={send.isPending || name.trim() === ''}>
            Send review link
          </Button>
        </Box>
      )}
      {links.data && links.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {links.data.map((link) => (
            <Typography component="li" variant="body2" key={link.id} sx={{ overflowWrap: 'anywhere' }}>
              {link.reviewer_name} &lt;{link.reviewer_email}&gt; <Chip size="small" label={LINK_STATE_LABELS[link.state]} sx={{ mx: 0.5 }} />
              {link.decision && <>decided: {link.decision === 'approve' ? 'approved' : 'rejected'} · </>}
              expires {formatInZone(new Date(link.expires_at), record.post.timezone)}
              {link.state === 'active' && (
                <Button size="small" color="error" onClick={() => revoke.mutate(link.id)} disabled={revoke.isPending} sx={{ ml: 1 }}>
                  Revoke
                </Button>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
