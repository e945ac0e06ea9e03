import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  back?: { to: string; label: string };
  headingId?: string;
}

/** The heading of a screen: the top bar holds the page's h1, so this is an h2. */
export function PageHeader({ title, description, actions, back, headingId }: PageHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      {back && (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
          {back.label}
        </Button>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {description && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{description}</Typography>}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
