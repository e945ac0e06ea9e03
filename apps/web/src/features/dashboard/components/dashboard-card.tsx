import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';

interface DashboardCardProps {
  title: string;
  icon: ReactNode;
  count: number;
  /** The count's colour when something waits: an error needs a hand sooner than a warning. */
  tone: 'primary' | 'warning' | 'error';
  /** Said when the count is nought. */
  emptyText: string;
  action: { label: string; to: string };
  children: ReactNode;
}

/** One card of the dashboard: what it counts, the first few, and the screen that handles them. */
export function DashboardCard({ title, icon, count, tone, emptyText, action, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box aria-hidden sx={{ display: 'flex', color: count > 0 ? `${tone}.main` : 'text.secondary' }}>
          {icon}
        </Box>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Chip
          size="small"
          label={count}
          color={count > 0 ? tone : 'default'}
          aria-label={`${count} in all`}
          sx={{ fontWeight: 700, minWidth: 32 }}
        />
      </Box>
      {count === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, flex: 1 }}>
          {children}
        </Box>
      )}
      <Box>
        <Button component={RouterLink} to={action.to} size="small" endIcon={<ArrowForward />} sx={{ ml: -0.5 }}>
          {action.label}
        </Button>
      </Box>
    </Paper>
  );
}

interface CardItemProps {
  /** The post's words, or the connection's name. */
  text: string;
  /** What is said under it: the organisation, when, by whom. */
  details: ReactNode;
  /** A way to act on this one item. */
  link?: { label: string; to: string };
}

export function CardItem({ text, details, link }: CardItemProps) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 500, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
      >
        {text}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {details}
        </Typography>
        {link && (
          <Button component={RouterLink} to={link.to} size="small" sx={{ minWidth: 0, px: 0.5, py: 0, ml: -0.5 }}>
            {link.label}
          </Button>
        )}
      </Box>
    </Box>
  );
}
