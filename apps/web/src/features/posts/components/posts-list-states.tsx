import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';

/** Placeholder rows while the first page loads; announced once as busy. */
export function PostsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Box role="status" aria-label="Loading posts" aria-busy="true" sx={{ p: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
          <Skeleton width={88} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton width="35%" />
            <Skeleton width="80%" />
          </Box>
          <Skeleton variant="rounded" width={72} height={24} />
        </Box>
      ))}
    </Box>
  );
}

interface NoticeProps {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  role?: 'status' | 'alert';
}

function Notice({ icon, title, text, action, role = 'status' }: NoticeProps) {
  return (
    <Box role={role} sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 40 } }} aria-hidden>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {text && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 440, mx: 'auto' }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/** The organisation has no post yet: say where they come from and offer the first. */
export function NoPostsYet({ createButton }: { createButton: ReactNode }) {
  return (
    <Notice
      icon={<PostAddOutlined />}
      title="No posts yet"
      text="Set up a post, let the ROI Assistant draft it, and your drafts and published posts will show here."
      action={createButton}
    />
  );
}

/** Posts exist, but the search and filters leave none. */
export function NoMatchingPosts({ onClear }: { onClear: () => void }) {
  return (
    <Notice
      icon={<FilterAltOff />}
      title="No posts match these filters"
      text="Try other filters or a shorter search."
      action={
        <Button variant="outlined" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}

/** The list could not be loaded: the reason, and another try. */
export function PostsLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice
      role="alert"
      icon={<ErrorOutlineOutlined />}
      title="The posts could not be loaded"
      text={message}
      action={
        <Button variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
