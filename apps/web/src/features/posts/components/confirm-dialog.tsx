import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  title: ReactNode;
  /** What happens, said before it does. */
  children: ReactNode;
  confirmLabel: string;
  /** The way out, focused first so that Enter does not confirm by accident. */
  cancelLabel: string;
  /** 'error' for what cannot be undone or calls something off. */
  color: 'primary' | 'error';
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a post changes for everyone; it cannot be closed while the change is under way. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, color, isPending, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending} autoFocus>
          {cancelLabel}
        </Button>
        <Button color={color} loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
