import { useState } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { isHexColor, mix, readableOn } from '@roi/contract/color';
import { brandTextColor } from '../../lib/theme';
import { DEFAULT_LOGO_URL, PRODUCT_NAME } from '../default-logo';
import type { NavEntry } from './nav-entry';

interface SidebarProps {
  organizationName: string;
  logoUrl: string | null;
  mainEntries: NavEntry[];
  secondaryEntries: NavEntry[];
  /** Called after a link is followed, so that the mobile drawer can close. */
  onNavigate?: () => void;
}

function OrganizationLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (logoUrl && !hasFailed) {
    return (
      <Box
        component="img"
        src={logoUrl}
        alt={name}
        onError={() => setHasFailed(true)}
        sx={{ display: 'block', maxHeight: 44, maxWidth: '100%', objectFit: 'contain' }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box component="img" src={DEFAULT_LOGO_URL} alt={name} width={36} height={36} sx={{ flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
          {PRODUCT_NAME}
        </Typography>
        {/* The logo's alt text already names the organisation for screen readers. */}
        <Typography variant="caption" component="p" aria-hidden sx={{ color: 'text.secondary', lineHeight: 1.3 }} noWrap>
          {name}
        </Typography>
      </Box>
    </Box>
  );
}

function NavList({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  return (
    <List disablePadding sx={{ px: 1.5 }}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <ListItemButton
            component={NavLink}
            to={entry.path}
            onClick={onNavigate}
            sx={(theme) => ({
              borderRadius: 2,
              mb: 0.5,
              py: 1,
              color: 'text.secondary',
              '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
              '&:hover': { color: 'text.primary' },
              // NavLink marks the current route (and its sub-routes) 'active' and aria-current="page".
              '&.active': { ...activeEntryColors(theme), fontWeight: 600 },
              '&.active:hover': { bgcolor: alpha(theme.palette.primary.main, 0.2) },
            })}
          >
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontWeight: 'inherit', fontSize: 15 } } }} />
            {entry.count ? (
              <Chip size="small" color="primary" label={entry.count} aria-label={`${entry.count} waiting for you`} sx={{ height: 20, fontWeight: 700 }} />
            ) : null}
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}

/** The organisation's logo, the main entries, then Settings and Help. */
/**
 * The current entry sits on a tint of the primary colour; its text is the primary colour shaded until it
 * reads on that tint (the tint costs a bright brand colour its last bit of contrast in dark mode).
 */
function activeEntryColors(theme: Theme): { color: string; bgcolor: string } {
  const { primary, background, mode } = theme.palette;
  const strength = mode === 'light' ? 0.12 : 0.18;
  if (!isHexColor(primary.main) || !isHexColor(background.paper)) return { color: brandTextColor(theme), bgcolor: alpha(primary.main, strength) };
  const tint = mix(background.paper, primary.main, strength);
  return { color: readableOn(brandTextColor(theme), tint), bgcolor: tint };
}

export function Sidebar({ organizationName, logoUrl, mainEntries, secondaryEntries, onNavigate }: SidebarProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        <OrganizationLogo name={organizationName} logoUrl={logoUrl} />
      </Box>
      <Box
        component="nav"
        aria-label="Main navigation"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', pt: 1.5, pb: 2, overflowY: 'auto' }}
      >
        <NavList entries={mainEntries} onNavigate={onNavigate} />
        {secondaryEntries.length > 0 && (
          <Box sx={{ mt: 'auto', pt: 2 }}>
            <Divider sx={{ mx: 2.5, mb: 1.5 }} />
            <NavList entries={secondaryEntries} onNavigate={onNavigate} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
