import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import type { PostRecord } from '@roi/contract/posts';
import { PATHS } from '../../../lib/paths';
import { canOpenInEditor, cutExcerpt, formatPostDate, formatPostDateTime } from '../post-format';
import { PostPublishing } from './post-publishing';
import { hasPublishing } from '../publishing-view';
import { PostStatusChip } from './post-status-chip';
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
  /** The user may send posts waiting for a publisher, and failed ones again. */
  canPublish: boolean;
}

/** The Create Post screen opens the post named in its address. */
function editorPath(post: PostRecord): string {
  return `${PATHS.createPost}?postId=${post.post_id}`;
}

/** A draft's way back into the editor; in the table an icon, which leaves the room to the Publishing column. */
function OpenInEditor({ post, isCompact = false }: { post: PostRecord; isCompact?: boolean }) {
  if (!canOpenInEditor(post.publish_status)) return null;
  if (isCompact) {
    return (
      <Tooltip title="Open in editor">
        <IconButton component={RouterLink} to={editorPath(post)} color="primary" aria-label={`Open ${post.campaign_name} in editor`}>
          <EditNoteOutlined />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={editorPath(post)}
      size="small"
      variant="outlined"
      startIcon={<EditNoteOutlined />}
      aria-label={`Open ${post.campaign_name} in editor`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Open in editor
    </Button>
  );
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

function CreatedDate({ post }: { post: PostRecord }) {
  return (
    <time dateTime={post.created_at} title={formatPostDateTime(post.created_at)}>
      {formatPostDate(post.created_at)}
    </time>
  );
}

/** A page of posts: a full table on wide screens, one card per post on phones. */
export function PostsTable({ posts, showOrganization, goalLabel, isRefreshing, userId, canPublish }: PostsTableProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  if (isNarrow) {
    return (
      <List aria-label="Posts" aria-busy={isRefreshing} disablePadding sx={{ opacity: isRefreshing ? 0.6 : 1 }}>
        {posts.map((post) => (
          <ListItem key={post.post_id} divider sx={{ display: 'block', py: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
                {post.campaign_name}
              </Typography>
              <PostStatusChip post={post} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <CreatedDate post={post} /> · {goalLabel(post.goal)}
            </Typography>
            <Box sx={{ my: 1 }}>
              <Excerpt post={post} lines={3} />
            </Box>
            {hasPublishing(post) && (
              <Box sx={{ mb: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
                <PostPublishing post={post} userId={userId} canPublish={canPublish} />
              </Box>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
                {post.author_name}
                {showOrganization && ` · ${post.organization_name}`}
              </Typography>
              <OpenInEditor post={post} />
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <TableContainer sx={{ position: 'relative', opacity: isRefreshing ? 0.6 : 1 }}>
      <Table aria-label="Posts" aria-busy={isRefreshing} sx={{ minWidth: showOrganization ? 1100 : 980 }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Campaign</TableCell>
            <TableCell>Goal</TableCell>
            <TableCell sx={{ minWidth: 170 }}>Post</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ minWidth: 220 }}>Publishing</TableCell>
            <TableCell>Author</TableCell>
            {showOrganization && <TableCell>Organization</TableCell>}
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
                <CreatedDate post={post} />
              </TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 130, overflowWrap: 'break-word' }}>
                {post.campaign_name}
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>{goalLabel(post.goal)}</TableCell>
              <TableCell>
                <Excerpt post={post} lines={2} />
              </TableCell>
              <TableCell>
                <PostStatusChip post={post} />
              </TableCell>
              <TableCell>
                <PostPublishing post={post} userId={userId} canPublish={canPublish} />
              </TableCell>
              <TableCell>{post.author_name}</TableCell>
              {showOrganization && <TableCell>{post.organization_name}</TableCell>}
              <TableCell align="right" sx={{ pl: 0 }}>
                <OpenInEditor post={post} isCompact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
