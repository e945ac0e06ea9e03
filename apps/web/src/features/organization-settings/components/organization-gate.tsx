import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { OrganizationRecord } from '@roi/contract/administration';
import { getErrorMessage } from '../../../lib/api-client';
import { useOwnOrganization } from '../hooks/use-own-organization';
import { RetryAlert } from '../../../components/load-failed';

/** Renders its form once the organisation has loaded; a spinner before, the failure with a retry after. */
export function OrganizationGate({
  orgId,
  children,
}: {
  orgId: number;
  children: (organization: OrganizationRecord) => ReactNode;
}) {
  const query = useOwnOrganization(orgId);
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>{getErrorMessage(query.error)}</RetryAlert>
    );
  }
  return (
    <Box role="status" aria-label="Loading organization" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress />
    </Box>
  );
}
