import TextField from '@mui/material/TextField';

interface EmbargoFieldProps {
  /** 'YYYY-MM-DDTHH:mm' on the organisation's clock, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The organisation's IANA time zone, named under the field: the time is read in it. */
  timeZone: string;
  /** In the submission, where leaving it empty means no embargo. */
  isOptional?: boolean;
  /** Why the time cannot be used, once the user has tried to. */
  error?: string | null;
  autoFocus?: boolean;
}

/** 'Not before': the time of the organisation's clock before which nothing of the post may go out. */
export function EmbargoField({ value, onChange, timeZone, isOptional = false, error = null, autoFocus }: EmbargoFieldProps) {
  return (
    <TextField
      label={isOptional ? 'Not before (embargo, optional)' : 'Not before'}
      type="datetime-local"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={!isOptional}
      autoFocus={autoFocus}
      error={error !== null}
      helperText={
        error ?? `Nothing of the post may go out before this time (${timeZone}).${isOptional ? ' Leave empty for no embargo.' : ''}`
      }
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
