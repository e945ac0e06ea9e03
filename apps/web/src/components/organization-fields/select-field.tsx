import TextField from '@mui/material/TextField';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Select a country', 'Product default'). */
  emptyLabel: string;
  error?: string | null;
  helperText?: string;
}

/** A labelled native select: keyboard, screen readers and phones handle it as they know best. */
export function SelectField({ id, label, value, onChange, options, emptyLabel, error, helperText }: SelectFieldProps) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error || helperText || ' '}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
