import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  id: string;
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  isLoading?: boolean;
  helperText?: string;
  /** What is wrong with the choice, shown in its place of the helper text. */
  problem?: string | null;
}

/** A required choice from a list. A chosen value the list no longer offers (retired since) still shows. */
export function ChoiceField({ id, label, placeholder, value, onChange, choices, isLoading, helperText, problem }: ChoiceFieldProps) {
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <TextField
      id={id}
      select
      required
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? helperText ?? ' '}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (selected) =>
            selected ? (
              (chosen?.label ?? String(selected))
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {placeholder}
              </Box>
            ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {isLoading && (
        <MenuItem value="" disabled>
          Loading…
        </MenuItem>
      )}
      {!isLoading && choices.length === 0 && (
        <MenuItem value="" disabled>
          Nothing to choose from yet
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
      {value && !chosen && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
