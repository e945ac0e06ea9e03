import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { WallClockField } from '../../../components/schedule-field';
import { scheduleBounds } from '../../../lib/schedule';

interface PlannedDateFieldProps {
  /** The field as typed ('YYYY-MM-DDTHH:mm'), '' for no planned date. */
  value: string;
  onChange: (value: string) => void;
  /** The organisation's IANA time zone: the planned date is a wall-clock time of it. */
  timeZone: string;
  /** Why the date cannot be saved, once Save as Draft was pressed with it. */
  error: string | null;
}

/**
 * A draft's planned date: a planner's note of when it is meant to go out, shown on the Scheduling
 * calendar. It is saved with the draft, and nothing is published at it.
 */
export function PlannedDateField({ value, onChange, timeZone, error }: PlannedDateFieldProps) {
  const [bounds] = useState(() => scheduleBounds(timeZone, new Date()));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 1 }}>
      <WallClockField
        label="Planned date"
        required={false}
        value={value}
        onChange={onChange}
        timeZone={timeZone}
        error={error}
        bounds={bounds}
        timeZoneNote="A note for planners, saved with Save as Draft: the draft shows on the Scheduling calendar at this time. Nothing is published at it."
      />
      {value !== '' && (
        <Button onClick={() => onChange('')} sx={{ mt: 1 }}>
          Clear planned date
        </Button>
      )}
    </Box>
  );
}
