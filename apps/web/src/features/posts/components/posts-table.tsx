import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PostRecord } from '@roi/contract/posts';
import { cutExcerpt, formatPostDate, formatPostDateTime } from '../post-format';
import { PostPublishing } from './post-publishing';
import { hasPublishing, listDateOf } from '../publishing-view';
import { PostRowActions } from './post-row-actions';
import { PostStatusChip } from './post-status-chip';
import { ReviewChips } from './review-chips';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

interface PostsTableProps {
  posts: readonly PostRecord[];
  showOrganization: boolean;
  /** The goal as the user reads it (its current label). */
  goalLabel: (value: string) => string;
  /** Busy while another page loads over this one. */
  isRefreshing: boolean;
  /** The signed-in user. */
  userId: number;
  /** The signed-in user's organisation: where a missing time zone is theirs to set. */
  ownOrganizationId: number;
  /** The user may send posts waiting for a publisher, and failed ones again. */
  canPublish: boolean;
}

/** The post's text, never its markup; a post still in setup has none yet. */
function Excerpt({ post, lines }: { post: PostRecord; lines: number }) {
  const text = cutExcerpt(post.excerpt);
  if (!text) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        No text yet
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      title={post.excerpt}
      sx={{ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

/** The date that matters for the post, said what it is: Scheduled, Published or Last changed. */
function ListDate({ post, isInline = false }: { post: PostRecord; isInline?: boolean }) {
  const { label, at } = listDateOf(post);
  return (
    <>
      <Box component="span" sx={isInline ? undefined : { display: 'block', typography: 'caption', color: 'text.secondary' }}>
        {label}
      </Box>{' '}
      <time dateTime={at} title={formatPostDateTime(at)}>
        {formatPostDate(at)}
      </time>
    </>
  );
}

/** The status chip, and beside it whether the post is archived. */
function StatusChips({ post }: { post: PostRecord }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <PostStatusChip post={post} />
      {post.archived_at && <Chip size="small" variant="outlined" label="Archived" />}
      <ReviewChips post={post} />
    </Box>
  );
}

/**
 * A page of posts: a table on wide screens, one card per post below (a laptop with the sidebar has
 * room for the table's seven columns, a tablet does not). The goal stands under the campaign and the
 * organisation under the author, so that the table fits its container.
 */
export function PostsTable({ posts, showOrganization, goalLabel, isRefreshing, userId, ownOrganizationId, canPublish }: PostsTableProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));

  if (isNarrow) {
    return (
      <List aria-label="Posts" aria-busy={isRefreshing} disablePadding sx={{ opacity: isRefreshing ? 0.6 : 1 }}>
        {posts.map((post) => (
          <ListItem key={post.post_id} divider sx={{ display: 'block', py: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
                {post.campaign_name}
              </Typography>
              <StatusChips post={post} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <ListDate post={post} isInline /> · {goalLabel(post.goal)}
            </Typography>
            <Box sx={{ my: 1 }}>
              <Excerpt post={post} lines={3} />
            </Box>
            {hasPublishing(post) && (
              <Box sx={{ mb: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
                <PostPublishing post={post} userId={userId} ownOrganizationId={ownOrganizationId} canPublish={canPublish} />
              </Box>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
                {post.author_name}
                {showOrganization && ` · ${post.organization_name}`}
              </Typography>
              <PostRowActions post={post} userId={userId} />
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <TableContainer sx={{ position: 'relative', opacity: isRefreshing ? 0.6 : 1 }}>
      <Table aria-label="Posts" aria-busy={isRefreshing}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Campaign</TableCell>
            <TableCell sx={{ minWidth: 160 }}>Post</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ minWidth: 190 }}>Publishing</TableCell>
            <TableCell>Author</TableCell>
            <TableCell align="right">
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {posts.map((post) => (
            <TableRow key={post.post_id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ListDate post={post} />
              </TableCell>
              <TableCell component="th" scope="row" sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                <Box sx={{ fontWeight: 600 }}>{post.campaign_name}</Box>
                <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{goalLabel(post.goal)}</Box>
              </TableCell>
              <TableCell>
                <Excerpt post={post} lines={2} />
              </TableCell>
              <TableCell>
                <StatusChips post={post} />
              </TableCell>
              <TableCell>
                <PostPublishing post={post} userId={userId} ownOrganizationId={ownOrganizationId} canPublish={canPublish} />
              </TableCell>
              <TableCell sx={{ minWidth: 110, overflowWrap: 'anywhere' }}>
                {post.author_name}
                {showOrganization && <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{post.organization_name}</Box>}
              </TableCell>
              <TableCell align="right" sx={{ pl: 0, pr: 1 }}>
                <PostRowActions post={post} userId={userId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
