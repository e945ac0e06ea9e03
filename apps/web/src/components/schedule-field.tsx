import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { scheduleBounds } from '../lib/schedule';

interface ScheduleFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The organisation's IANA time zone: the field's wall-clock time is read in it. */
  timeZone: string;
  /** Why the time cannot be used, once the user has tried to. */
  error: string | null;
  autoFocus?: boolean;
  /** Said under the time zone: why it is the one it is. */
  timeZoneNote?: ReactNode;
}

/** 'Publish at': a wall-clock time of the organisation, with its time zone named under the field. */
export function ScheduleField({ value, onChange, timeZone, error, autoFocus, timeZoneNote }: ScheduleFieldProps) {
  // The picker's range; the time is checked again, against the clock of that moment, when it is sent.
  const [bounds] = useState(() => scheduleBounds(timeZone, new Date()));
  return (
    <TextField
      label="Publish at"
      type="datetime-local"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      autoFocus={autoFocus}
      error={error !== null}
      helperText={
        <>
          {error && (
            <Box component="span" sx={{ display: 'block' }}>
              {error}
            </Box>
          )}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            Time zone: {timeZone}
          </Box>
          {timeZoneNote && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {timeZoneNote}
            </Box>
          )}
        </>
      }
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: bounds.min, max: bounds.max, step: 60 } }}
      sx={{ maxWidth: 320 }}
    />
  );
}
