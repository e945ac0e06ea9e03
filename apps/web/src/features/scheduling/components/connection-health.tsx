import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatInZone } from '@roi/contract/publishing-rules';
import { PATHS } from '../../../lib/paths';
import { useHealth } from '../hooks/use-calendar';

interface ConnectionHealthProps {
  /** Agency users: the organisation chosen; others see their own (undefined). */
  organizationId: number | undefined;
  isEnabled: boolean;
  timeZone: string;
  /** The Reconnect action, from the connections feature. */
  reconnect: ReactNode;
}

const DAY_MS = 86_400_000;

/** What would stop posts going out, each with what to do: a connection ending, an old LinkedIn version, failures. */
export function ConnectionHealth({ organizationId, isEnabled, timeZone, reconnect }: ConnectionHealthProps) {
  const health = useHealth(organizationId, isEnabled);
  // Days are counted from when the screen opened: the answer is read again on the next visit.
  const [now] = useState(() => Date.now());
  if (!health.data) return null;
  const { expiring, linkedin_version, linkedin_version_outdated, failed_posts } = health.data;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }} aria-label="Connection health" component="section">
      {expiring.map((connection) => {
        const days = Math.max(0, Math.ceil((Date.parse(connection.expires_at) - now) / DAY_MS));
        return (
          <Alert key={connection.id} severity={connection.state === 'expired' ? 'error' : 'warning'} action={reconnect}>
            {connection.state === 'expired'
              ? `The LinkedIn connection of ${connection.display_name} has expired: nothing is published through it until it is reconnected.`
              : `The LinkedIn connection of ${connection.display_name} expires in ${days} ${days === 1 ? 'day' : 'days'} (${formatInZone(new Date(connection.expires_at), timeZone)}). Reconnect to keep publishing.`}
          </Alert>
        );
      })}
      {linkedin_version_outdated && (
        <Alert severity="warning">
          This server asks LinkedIn for API version {linkedin_version}, more than eleven months old: LinkedIn may soon refuse posts.
          Ask whoever runs the server to set a newer LINKEDIN_VERSION.
        </Alert>
      )}
      {failed_posts > 0 && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={PATHS.posts}>
              Open Posts
            </Button>
          }
        >
          {failed_posts === 1 ? '1 post failed' : `${failed_posts} posts failed`} and {failed_posts === 1 ? 'waits' : 'wait'} for Retry or Back to
          draft in Posts.
        </Alert>
      )}
    </Box>
  );
}
