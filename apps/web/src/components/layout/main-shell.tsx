import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SIDEBAR_WIDTH } from '@roi/contract/constants';
import { pageBackground } from '../../lib/theme';
import { DocumentTitle } from '../document-title';
import { ShellMain } from './shell-main';
import type { NavEntry, ShellUser } from './nav-entry';
import { usePageTitle } from './page-title';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

interface MainShellProps {
  user: ShellUser;
  mainEntries: NavEntry[];
  secondaryEntries: NavEntry[];
  profileEntries: NavEntry[];
  /** Shown above every screen, e.g. the offer to finish the onboarding. */
  notice?: ReactNode;
  /** The top bar's notifications. */
  notifications?: ReactNode;
}

/**
 * A fixed 250 px sidebar from the medium breakpoint up; below it, a drawer that
 * the top bar's menu button opens (docs/product/screens.md#main-shell).
 */
export function MainShell({ user, mainEntries, secondaryEntries, profileEntries, notice, notifications }: MainShellProps) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const title = usePageTitle();

  const sidebar = (
    <Sidebar
      organizationName={user.organizationName}
      logoUrl={user.logoUrl}
      mainEntries={mainEntries}
      secondaryEntries={secondaryEntries}
      onNavigate={isWide ? undefined : () => setIsDrawerOpen(false)}
    />
  );
  const paperSx = { width: SIDEBAR_WIDTH, boxSizing: 'border-box', bgcolor: 'background.paper' } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', background: pageBackground }}>
      {title && <DocumentTitle title={title} />}
      <SkipLink />
      {isWide ? (
        <Drawer
          variant="permanent"
          open
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}
          slotProps={{ paper: { sx: paperSx } }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          slotProps={{ paper: { sx: paperSx } }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          title={title}
          user={user}
          profileEntries={profileEntries}
          notifications={notifications}
          onOpenNavigation={isWide ? undefined : () => setIsDrawerOpen(true)}
        />
        <ShellMain notice={notice} />
      </Box>
    </Box>
  );
}
