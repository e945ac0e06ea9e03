import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import Search from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH } from '@roi/contract/constants';

/** The search box of a list: a magnifier, the browser's clear button, and the server's length limit. */
export function SearchField({
  label,
  value,
  placeholder,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
