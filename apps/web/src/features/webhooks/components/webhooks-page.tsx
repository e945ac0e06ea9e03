import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { WebhookRecord } from '@roi/contract/webhooks';
import { LoadFailed } from '../../../components/load-failed';
import { useDeleteWebhook, useSendTestEvent, useWebhooks } from '../hooks/use-webhooks';
import { WebhookDialog } from './webhook-dialog';
import { DeliveryLog } from './delivery-log';

/** /settings/webhooks: the organisation's endpoints told of its events, for its administrators. */
export function WebhooksPage({ title }: { title: string }) {
  const headingId = useId();
  const webhooks = useWebhooks();
  const [isAdding, setAdding] = useState(false);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 720 }}>
            Tell your other tools when a post is scheduled, published or fails, when one waits for approval and when a
            LinkedIn connection is about to end. Each request is signed so the receiver can check it came from here.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={!webhooks.data}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          Add endpoint
        </Button>
      </Stack>
      {webhooks.isPending ? (
        <Box role="status" aria-label="Loading webhooks" aria-busy="true">
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} height={96} />
          ))}
        </Box>
      ) : webhooks.isError ? (
        <LoadFailed title="The webhooks could not be loaded" error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.data.records.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            No endpoints yet. Add one to have your tools told of your posts' events.
          </Typography>
        </Paper>
      ) : (
        <Stack component="ul" aria-label="Webhook endpoints" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {webhooks.data.records.map((record) => (
            <WebhookItem key={record.id} record={record} events={webhooks.data.events} />
          ))}
        </Stack>
      )}
      {webhooks.data && <WebhookDialog open={isAdding} events={webhooks.data.events} onClose={() => setAdding(false)} />}
    </Box>
  );
}

function WebhookItem({ record, events }: { record: WebhookRecord; events: readonly { name: string; description: string }[] }) {
  const urlId = useId();
  const logId = useId();
  const [isLogShown, setLogShown] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const sendTest = useSendTestEvent();
  const remove = useDeleteWebhook();

  return (
    <Paper component="li" variant="outlined" aria-labelledby={urlId} sx={{ p: 2 }}>
      <Typography id={urlId} component="h3" sx={{ fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {record.url}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75, mt: 1 }} aria-label="Events">
        {record.events.map((event) => (
          <Chip key={event} size="small" label={event} variant="outlined" />
        ))}
      </Stack>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        Added {new Date(record.created_at).toLocaleDateString()} by {record.created_by}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          disabled={sendTest.isPending}
          onClick={() => {
            setLogShown(true);
            sendTest.mutate(record.id);
          }}
        >
          Send test event
        </Button>
        <Button aria-expanded={isLogShown} aria-controls={logId} onClick={() => setLogShown((shown) => !shown)}>
          {isLogShown ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button onClick={() => setEditing(true)} aria-label={`Change ${record.url}`}>
          Change
        </Button>
        <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate(record.id)} aria-label={`Remove ${record.url}`}>
          Remove
        </Button>
      </Stack>
      {/* Opened afresh each time, so that it starts from the endpoint as it is now. */}
      {isEditing && <WebhookDialog open events={events} editing={record} onClose={() => setEditing(false)} />}
      {isLogShown && (
        <Box id={logId} sx={{ mt: 1.5 }}>
          <DeliveryLog webhookId={record.id} />
        </Box>
      )}
    </Paper>
  );
}
