import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BRAND_FONTS, COUNTRIES, TIMEZONES } from '@roi/contract/constants';
import type { OrganizationField, OrganizationFormProblem, OrganizationFormValues } from '../organization-form';

interface OrganizationFieldsProps {
  values: OrganizationFormValues;
  onChange: (field: OrganizationField, value: string) => void;
  problem: OrganizationFormProblem | null;
  autoFocus?: boolean;
}

const HEX_PREFIX = /^#?/;

function ColorField({
  label,
  pickerLabel,
  value,
  onChange,
  error,
}: {
  label: string;
  pickerLabel: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const isValid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value.trim().replace(HEX_PREFIX, '#'))}
        fullWidth
        margin="dense"
        error={Boolean(error)}
        helperText={error ?? 'Hex value, e.g. #00c0d7'}
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' } }}
      />
      <Box
        component="input"
        type="color"
        aria-label={pickerLabel}
        value={isValid ? value.toLowerCase() : '#000000'}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          mt: 1,
          width: 56,
          height: 56,
          flexShrink: 0,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
        }}
      />
    </Box>
  );
}

/** The fields of an organisation: identity, location and brand. */
export function OrganizationFields({ values, onChange, problem, autoFocus }: OrganizationFieldsProps) {
  const errorOf = (field: OrganizationField) => (problem?.field === field ? problem.message : null);
  const text = (field: OrganizationField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    error: Boolean(errorOf(field)),
  });
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        Organization
      </Typography>
      <TextField
        label="Organization Name"
        required
        fullWidth
        margin="dense"
        autoFocus={autoFocus}
        helperText={errorOf('organization_name') ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...text('organization_name')}
      />
      <TextField
        label="Website URL"
        type="url"
        fullWidth
        margin="dense"
        placeholder="https://example.org"
        helperText={errorOf('website') ?? 'Optional, e.g. https://example.org'}
        slotProps={{ htmlInput: { maxLength: 300, inputMode: 'url' } }}
        {...text('website')}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField select label="Country" fullWidth margin="dense" helperText=" " {...text('country')}>
          <MenuItem value="">Not set</MenuItem>
          {COUNTRIES.map((country) => (
            <MenuItem key={country} value={country}>
              {country}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Time Zone" fullWidth margin="dense" helperText=" " {...text('timezone')}>
          <MenuItem value="">Not set</MenuItem>
          {TIMEZONES.map((zone) => (
            <MenuItem key={zone.value} value={zone.value}>
              {zone.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
        Brand
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <ColorField
          label="Primary colour"
          pickerLabel="Pick the primary shade"
          value={values.primary_color}
          onChange={(value) => onChange('primary_color', value)}
          error={errorOf('primary_color')}
        />
        <ColorField
          label="Secondary colour"
          pickerLabel="Pick the secondary shade"
          value={values.secondary_color}
          onChange={(value) => onChange('secondary_color', value)}
          error={errorOf('secondary_color')}
        />
        <TextField select label="Header font" fullWidth margin="dense" helperText=" " {...text('header_font')}>
          <MenuItem value="">Default</MenuItem>
          {BRAND_FONTS.map((font) => (
            <MenuItem key={font} value={font} sx={{ fontFamily: font }}>
              {font}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Body font" fullWidth margin="dense" helperText=" " {...text('body_font')}>
          <MenuItem value="">Default</MenuItem>
          {BRAND_FONTS.map((font) => (
            <MenuItem key={font} value={font} sx={{ fontFamily: font }}>
              {font}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </>
  );
}
