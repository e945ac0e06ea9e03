import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import { HEADER_BAR_HEIGHT_PX } from '../../lib/theme';
import { ThemeToggle } from '../theme-toggle';
import { HelpButton } from './help-button';
import type { NavEntry, ShellUser } from './nav-entry';
import { ProfileMenu } from './profile-menu';

interface TopBarProps {
  title: string;
  user: ShellUser;
  profileEntries: NavEntry[];
  /** The signed-in person's notifications, before the theme and profile controls. */
  notifications?: ReactNode;
  /** Shown below the medium breakpoint, where the sidebar becomes a drawer. */
  onOpenNavigation?: () => void;
}

export function TopBar({ title, user, profileEntries, notifications, onOpenNavigation }: TopBarProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: HEADER_BAR_HEIGHT_PX }, px: { xs: 1.5, sm: 3 } }}>
        {onOpenNavigation && (
          <IconButton aria-label="Open navigation" edge="start" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: { xs: '1.125rem', sm: '1.25rem' } }}
        >
          {title}
        </Typography>
        <HelpButton />
        {notifications}
        <ThemeToggle />
        <ProfileMenu user={user} entries={profileEntries} />
      </Toolbar>
    </AppBar>
  );
}
