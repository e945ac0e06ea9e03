import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../brand-mark';
import { PRODUCT_NAME } from '../default-logo';
import { pageBackground } from '../../lib/theme';
import { DocumentTitle } from '../document-title';
import { ThemeToggle } from '../theme-toggle';
import { HelpButton } from './help-button';
import { ShellMain } from './shell-main';
import { usePageTitle } from './page-title';

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
          <Link component={RouterLink} to={homePath} aria-label={`${PRODUCT_NAME} home`} underline="none" color="inherit" sx={{ borderRadius: 2 }}>
            <BrandMark size={32} isNameHiddenOnPhones />
          </Link>
          <Typography
            variant="h6"
            component="h1"
            noWrap
            sx={{ flex: 1, minWidth: 0, fontWeight: 700, borderLeft: 1, borderColor: 'divider', pl: 2 }}
          >
            {title}
          </Typography>
          <HelpButton />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <ShellMain />
    </Box>
  );
}
