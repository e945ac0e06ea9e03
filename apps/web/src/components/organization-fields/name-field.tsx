import TextField from '@mui/material/TextField';
import type { FieldProblem } from './details-fields';

interface OrganizationNameFieldProps {
  value: string;
  onChange: (organizationName: string) => void;
  /** Shown when its field is 'organizationName'. */
  problem: FieldProblem | null;
  autoFocus?: boolean;
}

/** The organisation's name, required wherever an organisation is created or edited. */
export function OrganizationNameField({ value, onChange, problem, autoFocus }: OrganizationNameFieldProps) {
  const error = problem?.field === 'organizationName' ? problem.message : null;
  return (
    <TextField
      id="organization-name"
      label="Organization Name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      required
      autoComplete="organization"
      autoFocus={autoFocus}
      fullWidth
      sx={{ mb: 1 }}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}
