import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { scheduleBounds } from '../lib/schedule';
import { formatWallClock, useSuggestedTimes } from '../lib/suggested-times';

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
  /** The organisation the post is for: its suggested times are offered under the field. */
  organizationId?: number;
  /** The field's name, 'Publish at' unless the time is something else (a draft's planned date). */
  label?: string;
}

/**
 * 'Publish at': a wall-clock time of the organisation, with its time zone named under the field, and
 * the next free suggested times, each one choice away, with where they come from.
 */
export function ScheduleField({ value, onChange, timeZone, error, autoFocus, timeZoneNote, organizationId, label }: ScheduleFieldProps) {
  // The picker's range; the time is checked again, against the clock of that moment, when it is sent.
  const [bounds] = useState(() => scheduleBounds(timeZone, new Date()));
  const suggestions = useSuggestedTimes(organizationId).data;
  const suggestionsId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <WallClockField
        value={value}
        onChange={onChange}
        timeZone={timeZone}
        error={error}
        autoFocus={autoFocus}
        timeZoneNote={timeZoneNote}
        bounds={bounds}
        label={label}
      />
      {suggestions && suggestions.times.length > 0 && suggestions.timezone === timeZone && (
        <Box role="group" aria-labelledby={suggestionsId} sx={{ display: 'grid', gap: 0.75, maxWidth: 520 }}>
          <Typography id={suggestionsId} variant="body2" sx={{ fontWeight: 600 }}>
            Suggested times
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {suggestions.times.map((local) => (
              <Chip
                key={local}
                label={formatWallClock(local)}
                variant={local === value ? 'filled' : 'outlined'}
                color="primary"
                aria-pressed={local === value}
                onClick={() => onChange(local)}
              />
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {suggestions.explanation}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * A wall-clock time of the organisation within the schedule's bounds, its time zone named under it: a
 * schedule's 'Publish at', or a draft's planned date (not required: it may be left empty).
 */
export function WallClockField({
  value,
  onChange,
  timeZone,
  error,
  autoFocus,
  timeZoneNote,
  bounds,
  label = 'Publish at',
  required = true,
}: Omit<ScheduleFieldProps, 'organizationId'> & { bounds: { min: string; max: string }; required?: boolean }) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
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
