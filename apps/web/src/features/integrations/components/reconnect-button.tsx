import Button from '@mui/material/Button';
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
