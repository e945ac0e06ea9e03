import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';

/** Placeholder rows while a list loads; announced once as busy. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={{ p: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
          <Skeleton variant="rounded" width={72} height={24} />
        </Box>
      ))}
    </Box>
  );
}

/** What an empty list says, with a way out (clear the filters) when filters caused it. */
export function EmptyState({ message, action }: { message: string; action?: { label: string; onClick: () => void } }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOff sx={{ fontSize: 40, color: 'text.secondary', mb: 1 }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
      {action && (
        <Button onClick={action.onClick} sx={{ mt: 1.5 }}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}

/** A screen-sized notice: not found, not permitted. */
export function NoticePanel({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children && <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}
