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
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { API_KEY_NAME_MAX_CHARS, type ApiKeyPermission } from '@roi/contract/api-keys';
import { API_PATHS } from '@roi/contract/api-paths';
import { MESSAGES } from '@roi/contract/messages';
import { getErrorMessage } from '../../../lib/api-client';
import { EXPIRY_CHOICES, expiryOf, groupByFeature, permissionKey, type ExpiryChoice } from '../api-keys';
import { useCreateApiKey } from '../hooks/use-api-keys';
import { SecretShownOnce } from '../../../components/secret-shown-once';

interface CreateApiKeyDialogProps {
  open: boolean;
  /** The actions the admin holds: a key may be given some of them. */
  grantable: readonly ApiKeyPermission[];
  onClose: () => void;
}

/** Names a key, picks its actions and expiry; then shows the key, once, to copy. */
export function CreateApiKeyDialog({ open, grantable, onClose }: CreateApiKeyDialogProps) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [problem, setProblem] = useState<string | null>(null);
  const [madeKey, setMadeKey] = useState<string | null>(null);
  const [isCopied, setCopied] = useState(false);
  const create = useCreateApiKey();

  function close() {
    setName('');
    setChosen(new Set());
    setExpiry('90');
    setProblem(null);
    setMadeKey(null);
    setCopied(false);
    create.reset();
    onClose();
  }

  function toggle(permission: ApiKeyPermission) {
    const key = permissionKey(permission);
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChosen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem('Please give the key a name.');
    const permissions = grantable.filter((permission) => chosen.has(permissionKey(permission)));
    if (permissions.length === 0) return setProblem('Please choose at least one action the key may use.');
    setProblem(null);
    create.mutate(
      { name: name.trim(), permissions, expires_at: expiryOf(expiry, new Date()) },
      { onSuccess: (made) => setMadeKey(made.key), onError: (error) => setProblem(getErrorMessage(error)) },
    );
  }

  async function copy() {
    if (!madeKey) return;
    await navigator.clipboard.writeText(madeKey);
    setCopied(true);
  }

  return (
    <Dialog open={open} onClose={madeKey ? undefined : close} fullScreen={isFullScreen} maxWidth="sm" fullWidth aria-labelledby="create-key-title">
      {madeKey ? (
        <>
          <DialogTitle id="create-key-title">Your new API key</DialogTitle>
          <DialogContent>
            <SecretShownOnce label="API key" warning={MESSAGES.apiKeyCreated} secret={madeKey} />
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              Try it:
            </Typography>
            <Box
              component="pre"
              sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {`curl -X POST ${window.location.origin}${API_PATHS.postList} \\\n  -H "Authorization: Bearer ${madeKey}" \\\n  -H "Content-Type: application/json" -d '{}'`}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void copy()} aria-live="polite">
              {isCopied ? 'Copied' : 'Copy key'}
            </Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="create-key-title">Create an API key</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
            <TextField
              label="Name"
              helperText="What the key is for, e.g. “CRM sync”"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX_CHARS } }}
              sx={{ mt: 1 }}
            />
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                What the key may do (only what you may do yourself)
              </Typography>
              {groupByFeature(grantable).map((group) => (
                <FormControl key={group.feature} component="fieldset" variant="standard">
                  <FormLabel component="legend">{group.label}</FormLabel>
                  <FormGroup row>
                    {group.actions.map((permission) => (
                      <FormControlLabel
                        key={permission.action}
                        control={<Checkbox checked={chosen.has(permissionKey(permission))} onChange={() => toggle(permission)} />}
                        label={permission.action}
                        aria-label={`${group.label}: ${permission.action}`}
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              ))}
            </Box>
            <TextField select label="Expires" value={expiry} onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}>
              {EXPIRY_CHOICES.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create key
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
