import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getPost } from '../api/get-post';
import { postKeys } from '../api/query-keys';
import { useSetEmbargo, useWithdrawFromApproval } from '../hooks/use-approval-actions';
import { EmbargoDialog } from './embargo-dialog';
import { ReviewChips } from './review-chips';
import { SubmitForApprovalDialog } from './submit-for-approval-dialog';

/**
 * The editor's approval: where the saved post is in its chain, Submit for approval and Withdraw. It reads
 * the post the editor holds, never fetching it again from under the user; reviewers decide on the saved
 * version, so unsaved changes are saved first.
 */
export function EditorApproval({ postId, hasUnsavedWork }: { postId: number; hasUnsavedWork: boolean }) {
  const [dialog, setDialog] = useState<'submit' | 'embargo' | null>(null);
  const withdraw = useWithdrawFromApproval();
  const embargo = useSetEmbargo();
  const { data: post } = useQuery({
    queryKey: postKeys.post(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (!post || post.publish_status === 2) return null;
  const isInReview = post.review?.state === 'in_review';
  return (
    <Box component="section" aria-label="Approval" sx={{ display: 'grid', gap: 1, mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Approval
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ReviewChips post={post} />
        {!post.review && !post.not_before && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Not submitted for approval.
          </Typography>
        )}
      </Box>
      {post.review?.state === 'rejected' && post.review.rejection && (
        <Alert severity="error">
          Rejected: {post.review.rejection}
        </Alert>
      )}
      {isInReview && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          An edit saved now sends it back to the first step once any step has approved it.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {isInReview ? (
          <Button variant="outlined" onClick={() => withdraw.mutate(postId)} disabled={withdraw.isPending}>
            Withdraw submission
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => setDialog('submit')} disabled={hasUnsavedWork || post.excerpt === ''}>
              Submit for approval
            </Button>
            <Button onClick={() => setDialog('embargo')}>{post.not_before ? 'Change embargo…' : 'Set embargo…'}</Button>
            {post.not_before && (
              <Button onClick={() => embargo.mutate({ postId, notBefore: null })} disabled={embargo.isPending}>
                Lift embargo
              </Button>
            )}
          </>
        )}
        {!isInReview && hasUnsavedWork && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Save the draft first: reviewers decide on the saved version.
          </Typography>
        )}
      </Box>
      {dialog === 'submit' && <SubmitForApprovalDialog post={post} onClose={() => setDialog(null)} />}
      {dialog === 'embargo' && <EmbargoDialog post={post} onClose={() => setDialog(null)} />}
    </Box>
  );
}
