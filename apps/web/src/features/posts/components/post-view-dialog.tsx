import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PublishTarget } from '@roi/contract/integrations';
import type { PostRecord } from '@roi/contract/posts';
import { postText } from '@roi/contract/post-text';
import { getErrorMessage } from '../../../lib/api-client';
import { SandboxChip } from '../../../components/sandbox-chip';
import { getPost } from '../api/get-post';
import { postKeys } from '../api/query-keys';
import { formatPostDateTime } from '../post-format';
import { listDateOf, TARGET_STATE_COLORS, targetStateLabel } from '../publishing-view';
import { PostStatusChip } from './post-status-chip';
import { ReviewChips } from './review-chips';
import { TargetLink } from './target-link';

/**
 * A post read whole, as it went out: its text as LinkedIn received it, its images, and where it went,
 * each with a link to the post there. On phones it fills the screen.
 */
export function PostViewDialog({ post, onClose }: { post: PostRecord; onClose: () => void }) {
  const titleId = useId();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useQuery({ queryKey: postKeys.post(post.post_id), queryFn: ({ signal }) => getPost(post.post_id, signal) });
  const date = listDateOf(post);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={isNarrow} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {post.campaign_name}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <PostStatusChip post={post} />
          {post.archived_at && <Chip size="small" variant="outlined" label="Archived" />}
          <ReviewChips post={post} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {date.label} {formatPostDateTime(date.at)} · {post.author_name} · {post.organization_name}
          </Typography>
        </Box>
        {detail.isPending ? (
          <Box role="status" aria-label="Loading the post" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-hidden />
          </Box>
        ) : detail.isError ? (
          <Alert severity="error">{getErrorMessage(detail.error)}</Alert>
        ) : (
          <>
            <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {postText(detail.data.post_content) || (
                <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  No text yet
                </Box>
              )}
            </Typography>
            {detail.data.post_assests.length > 0 && (
              <Box
                component="ul"
                aria-label="Images"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
              >
                {detail.data.post_assests.map((image, index, all) => (
                  <Box component="li" key={image.url}>
                    <Box
                      component="img"
                      src={image.url}
                      alt={image.alt_text || `Image ${index + 1} of ${all.length}`}
                      sx={{ display: 'block', width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
                    />
                  </Box>
                ))}
              </Box>
            )}
            <Box component="section" aria-labelledby={`${titleId}-where`}>
              <Typography id={`${titleId}-where`} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                Where it went
              </Typography>
              {detail.data.targets.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Not posted yet.
                </Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {detail.data.targets.map((target) => (
                    <WhereItWent key={target.id} target={target} />
                  ))}
                </Box>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One account: its name, a link to the post there once it went out, and its state. */
function WhereItWent({ target }: { target: PublishTarget }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <TargetLink url={target.state === 'published' ? target.external_url : null}>{target.display_name}</TargetLink>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {target.account_type}
      </Typography>
      <Chip size="small" color={TARGET_STATE_COLORS[target.state]} label={targetStateLabel(target.state)} sx={{ fontWeight: 600 }} />
      {target.sandbox && <SandboxChip />}
      {target.published_at && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPostDateTime(target.published_at)}
        </Typography>
      )}
    </Box>
  );
}
