import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '../lib/api-client';

interface LoadFailedProps {
  /** What could not be loaded, as a sentence: "The outbox could not be loaded". */
  title: string;
  error: unknown;
  /** Said when the error carries no message of its own. */
  fallbackMessage?: string;
  onRetry: () => void;
  /** Framed as a card of its own, where the screen has no frame around it. */
  isFramed?: boolean;
}

/** What could not be loaded in a screen's main area: what, why, and another try. */
export function LoadFailed({ title, error, fallbackMessage, onRetry, isFramed = false }: LoadFailedProps) {
  const content = (
    <>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {getErrorMessage(error, fallbackMessage)}
      </Typography>
      <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
        Retry
      </Button>
    </>
  );
  return isFramed ? (
    <Paper variant="outlined" role="alert" sx={{ p: 4, textAlign: 'center' }}>
      {content}
    </Paper>
  ) : (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      {content}
    </Box>
  );
}

/** A banner for what a form or section could not load, with another try beside it. */
export function RetryAlert({
  severity = 'error',
  onRetry,
  children,
}: {
  severity?: 'error' | 'warning';
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
