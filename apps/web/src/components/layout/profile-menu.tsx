import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { PATHS } from '../../lib/paths';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { UserAvatar } from '../user-avatar';
import type { NavEntry, ShellUser } from './nav-entry';

interface ProfileMenuProps {
  user: ShellUser;
  /** The granted entries of the profile group (organisation settings, user and organisation management). */
  entries: NavEntry[];
}

/** Avatar, name and role, opening My Profile, the profile entries and Logout. */
export function ProfileMenu({ user, entries }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        color="inherit"
        sx={{ gap: { xs: 0.75, sm: 1.25 }, px: { xs: 0.5, sm: 1 }, py: 0.5, borderRadius: 999, minWidth: 0, textAlign: 'left' }}
      >
        {/* The button is named by the text it shows (so that voice control finds it by what it says),
            then by what it does; the avatar repeats the name. */}
        <Box aria-hidden sx={{ display: 'contents' }}>
          <UserAvatar name={user.fullName} pictureUrl={user.pictureUrl} />
        </Box>
        {/* The top bar shows name and role from the small breakpoint up; on a phone, where the page
            title, the notifications and the theme share the bar, the avatar stands for them and the
            menu shows them. */}
        <Box sx={{ minWidth: 0, maxWidth: 200, display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap>
            {user.fullName}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 1.3 }} noWrap>
            {user.roleName}
          </Typography>
        </Box>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          open profile menu
        </Box>
        <KeyboardArrowDown fontSize="small" sx={{ color: 'text.secondary' }} />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.fullName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user.email}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} noWrap>
            {user.roleName} · {user.organizationName}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={PATHS.myProfile} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        {entries.map((entry) => (
          <MenuItem key={entry.path} component={RouterLink} to={entry.path} onClick={close}>
            <ListItemIcon>{entry.icon}</ListItemIcon>
            {entry.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={PATHS.logout} onClick={close}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
