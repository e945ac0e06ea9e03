import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '@roi/contract/messages';
import { WEBHOOK_URL_MAX_CHARS, type WebhookEvent, type WebhookRecord } from '@roi/contract/webhooks';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateWebhook, useUpdateWebhook } from '../hooks/use-webhooks';
import { SecretShownOnce } from '../../../components/secret-shown-once';

interface WebhookDialogProps {
  open: boolean;
  events: readonly { name: string; description: string }[];
  /** The endpoint to change; none: a new one. */
  editing?: WebhookRecord;
  onClose: () => void;
}

/**
 * An address and its events. A new endpoint then shows its signing secret, once; a changed one keeps
 * its secret and closes.
 */
export function WebhookDialog({ open, events, editing, onClose }: WebhookDialogProps) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [url, setUrl] = useState(editing?.url ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(editing?.events));
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const isPending = create.isPending || update.isPending;

  function close() {
    setUrl(editing?.url ?? '');
    setChosen(new Set(editing?.events));
    setProblem(null);
    setSecret(null);
    create.reset();
    update.reset();
    onClose();
  }

  function toggle(name: string) {
    const next = new Set(chosen);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setChosen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setProblem('Please give the address the events are sent to.');
    if (chosen.size === 0) return setProblem('Please choose at least one event.');
    setProblem(null);
    const request = { url: url.trim(), events: [...chosen] as WebhookEvent[] };
    const onError = (error: Error) => setProblem(getErrorMessage(error));
    if (editing) update.mutate({ ...request, webhook_id: editing.id }, { onSuccess: close, onError });
    else create.mutate(request, { onSuccess: (made) => setSecret(made.secret), onError });
  }

  return (
    <Dialog open={open} onClose={secret ? undefined : close} fullScreen={isFullScreen} maxWidth="sm" fullWidth aria-labelledby="webhook-dialog-title">
      {secret ? (
        <>
          <DialogTitle id="webhook-dialog-title">Signing secret</DialogTitle>
          <DialogContent>
            <SecretShownOnce label="Signing secret" warning={MESSAGES.webhookCreated} secret={secret} />
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              Each request carries <code>X-Roi-Signature: t=&lt;time&gt;,v1=&lt;signature&gt;</code>: the HMAC-SHA256, with
              this secret, of the time, a dot and the body. Refuse a request whose signature differs or whose time is more
              than 5 minutes away from yours.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="webhook-dialog-title">{editing ? 'Change the webhook endpoint' : 'Add a webhook endpoint'}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
            <TextField
              label="Address"
              placeholder="https://example.org/hooks/roi"
              helperText="A public HTTPS address"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              required
              autoFocus
              type="url"
              slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX_CHARS } }}
              sx={{ mt: 1 }}
            />
            <FormControl component="fieldset" variant="standard">
              <FormLabel component="legend">Events</FormLabel>
              <FormGroup>
                {events.map((item) => (
                  <FormControlLabel
                    key={item.name}
                    control={<Checkbox checked={chosen.has(item.name)} onChange={() => toggle(item.name)} />}
                    label={
                      <span>
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {item.name}
                        </Box>
                        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                          {item.description}
                        </Typography>
                      </span>
                    }
                    sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
                  />
                ))}
              </FormGroup>
            </FormControl>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              {editing ? 'Save endpoint' : 'Add endpoint'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
