import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';

/**
 * A secret the server shows once (an API key, a signing secret): the warning to copy it now, and the
 * secret read-only, selected whole on focus so that one copy takes all of it.
 */
export function SecretShownOnce({ label, warning, secret }: { label: string; warning: string; secret: string }) {
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {warning}
      </Alert>
      <TextField
        label={label}
        value={secret}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        onFocus={(event) => event.target.select()}
      />
    </>
  );
}
