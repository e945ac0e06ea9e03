import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { darken } from '@mui/material/styles';
import type { Integration } from '@roi/contract/integrations';
import { hasSelectionChanged, selectedIdsOf } from '../account-selection';
import { formatDay } from '../dates';
import { useDisconnect, useSelectAccounts } from '../hooks/use-connections';
import { AccountCheckboxes } from './account-checkboxes';
import { DisconnectDialog } from './disconnect-dialog';
import { LinkedInMark } from './linkedin-mark';
import { SandboxChip } from '../../../components/sandbox-chip';

interface ConnectionCardProps {
  connection: Integration;
  timeZone: string;
  /** The caller may choose accounts, reconnect and disconnect; without it the card only shows. */
  canManage: boolean;
  onReconnect: () => void;
  isReconnecting: boolean;
}

interface ConnectionStateAlertProps {
  connection: Integration;
  timeZone: string;
  reconnect: ReactNode;
}

/** Asks for a reconnect from RECONNECT_WARNING_DAYS before the connection lapses, and after. */
function ConnectionStateAlert({ connection, timeZone, reconnect }: ConnectionStateAlertProps) {
  if (connection.state === 'active') return null;
  const isExpired = connection.state === 'expired';
  return (
    <Alert
      severity={isExpired ? 'error' : 'warning'}
      // The pale brand yellow is no icon colour on light paper.
      sx={(theme) => ({
        '& .MuiAlert-icon': isExpired || theme.palette.mode === 'dark' ? {} : { color: darken(theme.palette.warning.main, 0.55) },
      })}
    >
      <span>
        {isExpired
          ? 'This connection has expired. Reconnect to publish again.'
          : `This connection expires on ${formatDay(connection.expires_at, timeZone)}. Reconnect to keep publishing.`}
      </span>
      {reconnect && <Box sx={{ mt: 1 }}>{reconnect}</Box>}
    </Alert>
  );
}

/** One LinkedIn connection: who made it and until when, and the accounts the organisation publishes to. */
export function ConnectionCard({ connection, timeZone, canManage, onReconnect, isReconnecting }: ConnectionCardProps) {
  // The choice being edited; null follows what is saved.
  const [draftIds, setDraftIds] = useState<number[] | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useSelectAccounts();
  const disconnect = useDisconnect();

  const chosenIds = draftIds ?? selectedIdsOf(connection.accounts);
  const isChanged = hasSelectionChanged(connection.accounts, chosenIds);

  const saveChoice = () =>
    save.mutate({ integration_id: connection.id, account_ids: chosenIds }, { onSuccess: () => setDraftIds(null) });
  const confirmDisconnect = () => disconnect.mutate(connection.id, { onSuccess: () => setIsConfirming(false) });

  const reconnect = canManage ? (
    <Button color="inherit" size="small" variant="outlined" onClick={onReconnect} loading={isReconnecting} sx={{ whiteSpace: 'nowrap' }}>
      Reconnect
    </Button>
  ) : null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={`LinkedIn connection of ${connection.display_name}`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <Box sx={{ mt: 0.25 }}>
          <LinkedInMark fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h4" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {connection.display_name}
            </Typography>
            {connection.sandbox && <SandboxChip />}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Connected by {connection.connected_by} on {formatDay(connection.connected_at, timeZone)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Expires {formatDay(connection.expires_at, timeZone)}
          </Typography>
        </Box>
      </Box>

      <ConnectionStateAlert connection={connection} timeZone={timeZone} reconnect={reconnect} />

      {connection.accounts.length > 0 ? (
        <AccountCheckboxes
          legend="Publish to"
          accounts={connection.accounts}
          chosenIds={chosenIds}
          onChange={setDraftIds}
          isDisabled={!canManage || save.isPending}
        />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          This connection has no accounts to publish to.
        </Typography>
      )}

      {canManage && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          {connection.accounts.length > 0 ? (
            <Button variant="contained" onClick={saveChoice} disabled={!isChanged} loading={save.isPending}>
              Save publishing accounts
            </Button>
          ) : (
            <span />
          )}
          <Button color="error" variant="outlined" onClick={() => setIsConfirming(true)}>
            Disconnect
          </Button>
        </Box>
      )}

      {isConfirming && (
        <DisconnectDialog
          memberName={connection.display_name}
          isDisconnecting={disconnect.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={confirmDisconnect}
        />
      )}
    </Paper>
  );
}
