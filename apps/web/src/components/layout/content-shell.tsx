import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../brand-mark';
import { pageBackground } from '../../lib/theme';
import { DocumentTitle } from '../document-title';
import { ThemeToggle } from '../theme-toggle';
import { ContentLoader } from './content-loader';
import { usePageTitle } from './page-title';
import { MAIN_CONTENT_ID } from './skip-link';

/** The second shell, the page content without the sidebar (e.g. the create-post wizard). */
export function ContentShell({ homePath }: { homePath: string }) {
  const title = usePageTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', background: pageBackground }}>
      {title && <DocumentTitle title={title} />}
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2, px: { xs: 1.5, sm: 3 } }}>
          <Link component={RouterLink} to={homePath} aria-label="Home" underline="none" color="inherit" sx={{ borderRadius: 2 }}>
            <BrandMark size={32} />
          </Link>
          <Typography
            variant="h6"
            component="h1"
            noWrap
            sx={{ flex: 1, minWidth: 0, fontWeight: 700, borderLeft: 1, borderColor: 'divider', pl: 2 }}
          >
            {title}
          </Typography>
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, p: { xs: 2, sm: 3, lg: 4 }, outline: 'none' }}
      >
        <Suspense fallback={<ContentLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
