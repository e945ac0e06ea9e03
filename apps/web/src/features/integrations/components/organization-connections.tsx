import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '../../../components/load-failed';
import { displayTimeZone } from '../dates';
import { useConnections, useStartConnection } from '../hooks/use-connections';
import { ConnectionCard } from './connection-card';

interface OrganizationConnectionsProps {
  userId: number;
  /** The organisation shown: undefined for the caller's own. */
  organizationId: number | undefined;
  /** Where a reconnect comes back to; Settings without one. */
  returnPath?: string | null;
}

/**
 * The organisation's LinkedIn connections, each with the accounts its posts go to: chosen, reconnected
 * and disconnected here by those who may publish (Settings and the onboarding's pages step).
 */
export function OrganizationConnections({ userId, organizationId, returnPath = null }: OrganizationConnectionsProps) {
  const connections = useConnections(userId, organizationId);
  const reconnect = useStartConnection(returnPath);
  if (connections.isPending) {
    return (
      <Box role="status" aria-label="Loading connections" aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  if (connections.isError) {
    return <LoadFailed title="The connections could not be loaded" error={connections.error} onRetry={() => void connections.refetch()} />;
  }
  const { records, timezone, can_publish } = connections.data;
  if (records.length === 0) {
    return (
      <Typography role="status" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        No LinkedIn account is connected yet.
      </Typography>
    );
  }
  const timeZone = displayTimeZone(timezone);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {records.map((connection) => (
        <ConnectionCard
          key={connection.id}
          connection={connection}
          timeZone={timeZone}
          canManage={can_publish}
          onReconnect={() => reconnect.mutate(organizationId)}
          isReconnecting={reconnect.isPending}
        />
      ))}
    </Box>
  );
}
