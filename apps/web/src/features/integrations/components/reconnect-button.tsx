import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { PATHS } from '../../../lib/paths';
import { useStartConnection } from '../hooks/use-connections';

/** "Reconnect": connects LinkedIn again for the organisation, then comes back to `returnPath`. */
export function ReconnectButton({ organizationId, returnPath }: { organizationId: number | undefined; returnPath: string }) {
  const reconnect = useStartConnection(returnPath);
  return (
    <Button color="inherit" size="small" variant="outlined" onClick={() => reconnect.mutate(organizationId)} loading={reconnect.isPending}>
      Reconnect
    </Button>
  );
}

/**
 * Reconnect where leaving the screen would lose work (the editor): Settings, where each connection has
 * its Reconnect, opens in a new tab on the organisation's connections.
 */
export function ReconnectInSettingsLink({ organizationId }: { organizationId: number | undefined }) {
  const to = organizationId === undefined ? PATHS.settings : `${PATHS.settings}?organization=${organizationId}`;
  return (
    <Button
      component={RouterLink}
      to={to}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      size="small"
      variant="outlined"
      endIcon={<OpenInNew aria-hidden />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {/* Short on screen, so that the warning beside it keeps its width on a phone. */}
      Reconnect
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {' '}
        in Settings (opens in a new tab)
      </Box>
    </Button>
  );
}
