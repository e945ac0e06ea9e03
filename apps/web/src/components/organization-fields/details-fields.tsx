import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { COUNTRIES, TIMEZONES } from '@roi/contract/constants';
import { SelectField } from './select-field';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

export interface DetailsValues {
  website: string;
  country: string;
  timezone: string;
}

/** The problem a submit found, named by the field it concerns ('website', 'primaryColor', …). */
export interface FieldProblem {
  field: string;
  message: string;
}

interface DetailsFieldsProps {
  values: DetailsValues;
  onChange: (changes: Partial<DetailsValues>) => void;
  problem: FieldProblem | null;
  autoFocus?: boolean;
}

/**
 * Website, country and time zone: the organisation settings, the onboarding wizard and the
 * agency's organisation management all edit them with these fields.
 */
export function DetailsFields({ values, onChange, problem, autoFocus }: DetailsFieldsProps) {
  const errorOf = (field: keyof DetailsValues) => (problem?.field === field ? problem.message : null);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 2 }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField
          id="organization-website"
          label="Website URL"
          type="url"
          value={values.website}
          onChange={(event) => onChange({ website: event.target.value })}
          error={Boolean(errorOf('website'))}
          helperText={errorOf('website') || 'e.g. https://example.org'}
          autoComplete="url"
          autoFocus={autoFocus}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 300, inputMode: 'url' } }}
        />
      </Box>
      <SelectField
        id="organization-country"
        label="Country"
        value={values.country}
        onChange={(country) => onChange({ country })}
        options={COUNTRY_OPTIONS}
        emptyLabel="Select a country"
        error={errorOf('country')}
      />
      <SelectField
        id="organization-timezone"
        label="Time Zone"
        value={values.timezone}
        onChange={(timezone) => onChange({ timezone })}
        options={TIMEZONES}
        emptyLabel="Select a time zone"
        error={errorOf('timezone')}
      />
    </Box>
  );
}
