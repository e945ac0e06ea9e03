import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Asked inside a dialog before something is deleted: what goes, and one button that does it. */
export function DeleteConfirmation({ children, isPending, onDelete }: { children: ReactNode; isPending: boolean; onDelete: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" loading={isPending} onClick={onDelete}>
          Delete
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
