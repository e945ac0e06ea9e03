import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { describeBrandContrast } from '../../lib/brand-contrast';
import { isHexColor } from '@roi/contract/color';

interface ColorFieldProps {
  id: string;
  /** The hex field's label, e.g. 'Primary colour'. */
  label: string;
  /** What the colour is for, naming the picker ('primary'). */
  pickerName: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * A brand colour: the browser's colour picker beside a hex field, each following the other. Under it,
 * the colour's contrast on the light and dark pages and of the text drawn on it, with a warning that
 * gives the ratio when it is low (spoken as it changes).
 */
export function ColorField({ id, label, pickerName, value, onChange, error }: ColorFieldProps) {
  const pickerValue = isHexColor(value) ? value.toLowerCase() : '#000000';
  const contrast = describeBrandContrast(value);
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={Boolean(error)}
      helperText={error || contrast || 'A hex value such as #00c0d7'}
      fullWidth
      slotProps={{
        formHelperText: { 'aria-live': 'polite' },
        htmlInput: { maxLength: 7, spellCheck: false, autoComplete: 'off', 'aria-describedby': `${id}-helper-text` },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                // Named apart from the hex field, so that 'Primary colour' names exactly one control.
                aria-label={`Colour picker for ${pickerName}`}
                value={pickerValue}
                onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
                sx={{
                  width: 36,
                  height: 36,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: '3px' },
                  '&::-webkit-color-swatch': { border: 'none', borderRadius: '6px' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
