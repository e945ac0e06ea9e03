import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
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
  /** The Reconnect action, from the connections feature. */
  reconnect: ReactNode;
}

const DAY_MS = 86_400_000;

/**
 * What would stop posts going out, each with what to do: a connection ending, an old LinkedIn version,
 * failures. Shown on the Scheduling screen, the posts list and the editor's last step; a connection's
 * end is said on its organisation's clock.
 */
export function ConnectionHealth({ organizationId, isEnabled, reconnect }: ConnectionHealthProps) {
  const health = useHealth(organizationId, isEnabled);
  const isOnPosts = useLocation().pathname === PATHS.posts;
  // Days are counted from when the screen opened: the answer is read again on the next visit.
  const [now] = useState(() => Date.now());
  if (!health.data) return null;
  const { expiring, linkedin_version, linkedin_version_outdated, linkedin_version_retired, accounts_refused, failed_posts, timezone: timeZone } = health.data;
  if (expiring.length === 0 && !linkedin_version_outdated && !linkedin_version_retired && accounts_refused.length === 0 && failed_posts === 0) return null;
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
      {linkedin_version_retired && (
        <Alert severity="error">
          LinkedIn answered that the API version this server asks for{linkedin_version ? ` (${linkedin_version})` : ''} is retired: no post goes out
          until whoever runs the server sets a newer LINKEDIN_VERSION.
        </Alert>
      )}
      {accounts_refused.map((account) => (
        <Alert key={account.id} severity="error" action={reconnect}>
          LinkedIn no longer lets the product post as {account.display_name}: reconnect with a member who is an administrator of it, or
          choose other accounts in Settings.
        </Alert>
      ))}
      {linkedin_version_outdated && !linkedin_version_retired && (
        <Alert severity="warning">
          This server asks LinkedIn for API version {linkedin_version}, more than eleven months old: LinkedIn may soon refuse posts.
          Ask whoever runs the server to set a newer LINKEDIN_VERSION.
        </Alert>
      )}
      {failed_posts > 0 && (
        <Alert
          severity="error"
          action={
            // On the posts list the failed posts are right below.
            !isOnPosts && (
              <Button color="inherit" size="small" component={RouterLink} to={PATHS.posts}>
                Open Posts
              </Button>
            )
          }
        >
          {failed_posts === 1 ? '1 post failed' : `${failed_posts} posts failed`} and {failed_posts === 1 ? 'waits' : 'wait'} for Retry or Back to
          draft in Posts.
        </Alert>
      )}
    </Box>
  );
}
