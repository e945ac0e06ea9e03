import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPROVAL_NOTE_MAX_CHARS } from '@roi/contract/approvals';
import { MESSAGES } from '@roi/contract/messages';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { getErrorMessage } from '../../../lib/api-client';
import { useDecideByReviewLink, useOpenReviewLink } from '../hooks/use-review-links';
import type { RenderPreview } from './review-card';

/**
 * /review#<token>: an external reviewer's one post, as LinkedIn would show it, and their one decision.
 * The token travels in the fragment, which the browser never sends to a server.
 */
export function ReviewLinkPage({ renderPreview }: { renderPreview: RenderPreview }) {
  const token = useLocation().hash.replace(/^#/, '');
  const headingId = useId();
  const opened = useOpenReviewLink(token);
  const decide = useDecideByReviewLink();
  const [comment, setComment] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  const choose = (decision: 'approve' | 'reject') => {
    const isMissing = decision === 'reject' && comment.trim() === '';
    setIsReasonMissing(isMissing);
    if (isMissing) return;
    if (!opened.data) return;
    decide.mutate({ token, version: opened.data.version, decision, comment: comment.trim() || undefined });
  };
  return (
    <PublicPageFrame>
      <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 640 }}>
        {token === '' || opened.isError ? (
          <>
            <Typography id={headingId} variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              This review link does not work
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {opened.isError ? getErrorMessage(opened.error) : MESSAGES.reviewLinkNotFound} Ask whoever sent it for a new one.
            </Typography>
          </>
        ) : opened.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the post" />
          </Box>
        ) : decide.isSuccess ? (
          <>
            <Typography id={headingId} variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
              Thank you, {opened.data.reviewer_name}
            </Typography>
            <Typography role="status">
              {decide.variables.decision === 'approve' ? 'Your approval was recorded.' : 'Your rejection and its reasons were sent to the post’s author.'} This
              link no longer opens the post.
            </Typography>
          </>
        ) : (
          <>
            <Typography id={headingId} variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Review “{opened.data.campaign_name}”
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {opened.data.organization_name} asks you, {opened.data.reviewer_name}, to approve or reject this LinkedIn post. It is at step{' '}
              {opened.data.step + 1} of {opened.data.step_count}: {opened.data.step_name}.
            </Typography>
            {renderPreview({
              id: 'review-link-preview',
              organizationName: opened.data.organization_name,
              text: opened.data.text,
              imageUrls: opened.data.image_urls,
            })}
            {opened.data.can_decide ? (
              <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
                <TextField
                  label="Comment (required to reject)"
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                  multiline
                  minRows={3}
                  slotProps={{ htmlInput: { maxLength: APPROVAL_NOTE_MAX_CHARS } }}
                  error={isReasonMissing}
                  helperText={isReasonMissing ? MESSAGES.reviewRejectionNeedsReason : 'You can decide once.'}
                />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="contained" color="success" onClick={() => choose('approve')} disabled={decide.isPending}>
                    Approve
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => choose('reject')} disabled={decide.isPending}>
                    Reject
                  </Button>
                </Box>
              </Box>
            ) : (
              <Alert severity="info" sx={{ mt: 2 }}>
                {MESSAGES.reviewLinkNotOnStep}
              </Alert>
            )}
          </>
        )}
      </Paper>
    </PublicPageFrame>
  );
}
