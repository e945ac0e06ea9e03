import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DisconnectDialogProps {
  memberName: string;
  isDisconnecting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Disconnecting stops publishing through the connection, so it is asked first. */
export function DisconnectDialog({ memberName, isDisconnecting, onCancel, onConfirm }: DisconnectDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={isDisconnecting ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Disconnect LinkedIn?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          Posts will no longer be published to the accounts of {memberName}&apos;s connection. You can connect
          LinkedIn again at any time.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus disabled={isDisconnecting}>
          Cancel
        </Button>
        <Button color="error" onClick={onConfirm} loading={isDisconnecting}>
          Disconnect
        </Button>
      </DialogActions>
    </Dialog>
  );
}
