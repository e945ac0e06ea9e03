import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SandboxPost } from '@roi/contract/integrations';
import { SANDBOX_LABEL } from '@roi/contract/publishing-rules';
import { displayTimeZone, formatMoment } from '../dates';
import { useOrganizationChoice } from '../hooks/use-organization-choice';
import { useSandboxFeed } from '../hooks/use-sandbox-feed';
import { anchorOfHash, postAnchorOf } from '../sandbox-post';
import { OrganizationSelect } from './organization-select';
import { SandboxChip } from '../../../components/sandbox-chip';
import { LoadFailed } from '../../../components/load-failed';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** /sandbox-feed: what the Sandbox network received, newest first as the server lists it. */
export function SandboxFeedPage({ ownOrganizationId }: { ownOrganizationId: number }) {
  const headingId = useId();
  const organization = useOrganizationChoice(ownOrganizationId);
  const feed = useSandboxFeed(organization.organizationId);
  const targetAnchor = anchorOfHash(useLocation().hash);
  const isLoaded = feed.isSuccess;

  // A link to one post ('/sandbox-feed#sandbox-12') brings it into view once the feed is on screen.
  useEffect(() => {
    if (!isLoaded || !targetAnchor) return;
    const target = document.getElementById(targetAnchor);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [isLoaded, targetAnchor]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 760 }}>
      <Box sx={{ mb: 3, display: 'grid', gap: 2 }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              Sandbox feed
            </Typography>
            <SandboxChip />
          </Box>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            What the {SANDBOX_LABEL} network received instead of LinkedIn. Nothing here was published to LinkedIn.
          </Typography>
        </Box>
        <OrganizationSelect choice={organization} />
      </Box>

      {feed.isPending ? (
        <Box role="status" aria-label="Loading the sandbox feed" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : feed.isError ? (
        <LoadFailed isFramed title="The sandbox feed could not be loaded" error={feed.error} onRetry={() => void feed.refetch()} />
      ) : feed.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            Nothing has been published to the sandbox yet.
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {feed.data.map((post) => (
            <SandboxPostCard key={post.id} post={post} isTarget={postAnchorOf(post.id) === targetAnchor} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function SandboxPostCard({ post, isTarget }: { post: SandboxPost; isTarget: boolean }) {
  const timeZone = displayTimeZone(null);
  return (
    <Paper
      component="article"
      id={postAnchorOf(post.id)}
      variant="outlined"
      tabIndex={isTarget ? -1 : undefined}
      aria-label={`Sandbox post by ${post.author_name}`}
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        scrollMarginTop: theme.spacing(10),
        outline: 'none',
        ...(isTarget && {
          borderColor: 'primary.main',
          boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.08 : 0.04),
        }),
      })}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
          {initialsOf(post.author_name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{post.author_name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {post.account_type} · <time dateTime={post.created_at}>{formatMoment(post.created_at, timeZone)}</time>
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.text}</Typography>
      {post.image_urls.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: post.image_urls.length === 1 ? '1fr' : 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {post.image_urls.map((url, index) => (
            <Box
              key={`${index}-${url}`}
              component="img"
              src={url}
              alt={`Image ${index + 1} of ${post.image_urls.length} of the post`}
              loading="lazy"
              sx={{
                width: '100%',
                maxHeight: post.image_urls.length === 1 ? 420 : 200,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                display: 'block',
              }}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
