import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '../../../components/load-failed';
import { useDeliveries } from '../hooks/use-webhooks';
import { deliveryOutcome } from '../webhooks';

const COLORS = { delivered: 'success.main', failed: 'error.main', queued: 'text.secondary', delivering: 'text.secondary' } as const;

/** The endpoint's latest deliveries, newest first. */
export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const deliveries = useDeliveries(webhookId);
  if (deliveries.isPending) return <Skeleton height={48} aria-label="Loading deliveries" />;
  if (deliveries.isError) {
    return <LoadFailed title="The deliveries could not be loaded" error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  }
  if (deliveries.data.length === 0) {
    return (
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        Nothing sent yet. Send a test event to try the endpoint.
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Deliveries" aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {deliveries.data.map((delivery) => (
        <Box
          component="li"
          key={delivery.id}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 200px 1fr' }, gap: { xs: 0, sm: 1.5 }, py: 0.75, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {new Date(delivery.created_at).toLocaleString()}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {delivery.event}
          </Typography>
          <Typography variant="body2" sx={{ color: COLORS[delivery.state], overflowWrap: 'anywhere' }}>
            {deliveryOutcome(delivery)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
