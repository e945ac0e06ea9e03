import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What a tab shows while it holds nothing: what belongs here, and how to add it. */
export function EmptyState({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Typography component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: 44, lineHeight: 1, display: 'flex' }}>
        {icon}
      </Typography>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{children}</Typography>
      {action}
    </Paper>
  );
}
