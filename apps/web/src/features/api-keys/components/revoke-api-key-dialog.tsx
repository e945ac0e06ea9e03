import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApiKeyRecord } from '@roi/contract/api-keys';
import { useRevokeApiKey } from '../hooks/use-api-keys';

/** Asks before revoking: a revoked key stops working at once and cannot be brought back. */
export function RevokeApiKeyDialog({ record, onClose }: { record: ApiKeyRecord | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <Dialog open={record !== null} onClose={onClose} aria-labelledby="revoke-key-title">
      <DialogTitle id="revoke-key-title">Revoke “{record?.name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Every tool using this key is refused from its next call. A revoked key cannot be restored: create a new one if
          it is needed again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={revoke.isPending}
          onClick={() => record && revoke.mutate(record.id, { onSuccess: onClose })}
        >
          Revoke key
        </Button>
      </DialogActions>
    </Dialog>
  );
}
