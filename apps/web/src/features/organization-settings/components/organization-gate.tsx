import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { OrganizationRecord } from '@roi/contract/administration';
import { getErrorMessage } from '../../../lib/api-client';
import { useOwnOrganization } from '../hooks/use-own-organization';

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
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {getErrorMessage(query.error)}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-label="Loading organization" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress />
    </Box>
  );
}
