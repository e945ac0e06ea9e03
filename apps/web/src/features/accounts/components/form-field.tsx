import { useState, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { MESSAGES } from '@roi/contract/messages';

export interface FormFieldProps {
  id: string;
  /** The visible label, which is also the placeholder (as on the sign-in page). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem with the value, shown in place of the hint. */
  error?: string | null;
  /** Guidance shown under the field while there is no problem. */
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'url';
  name?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  disabled?: boolean;
  endAdornment?: ReactNode;
  /** Extra styles of the input element itself (e.g. the spaced digits of a code). */
  inputSx?: Record<string, unknown>;
}

const labelSx = { display: 'block', mb: 0.75, fontWeight: 600, fontSize: 14 } as const;

/** A labelled input with its hint or problem underneath, styled like the sign-in page's fields. */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  name,
  autoComplete,
  inputMode,
  autoFocus,
  disabled,
  endAdornment,
  inputSx,
}: FormFieldProps) {
  const helper = error || hint;
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled}>
      <Typography component="label" htmlFor={id} id={`${id}-label`} sx={labelSx}>
        {label}
      </Typography>
      <OutlinedInput
        id={id}
        type={type}
        name={name ?? id}
        placeholder={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        endAdornment={endAdornment}
        sx={{ bgcolor: 'background.paper', ...(inputSx && { '& input': inputSx }) }}
        slotProps={{ input: { inputMode, 'aria-describedby': helper ? helperId : undefined } }}
      />
      <FormHelperText id={helperId} sx={{ mx: 0.5 }}>
        {helper || ' '}
      </FormHelperText>
    </FormControl>
  );
}

type PasswordFieldProps = Omit<FormFieldProps, 'type' | 'endAdornment' | 'inputMode' | 'inputSx'>;

/**
 * A password field with a show/hide toggle once something is typed. The toggle's name says what it does
 * and its description names the field, so that a page with several stays clear to screen readers.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [isShown, setIsShown] = useState(false);
  return (
    <FormField
      {...props}
      type={isShown ? 'text' : 'password'}
      endAdornment={
        props.value ? (
          <InputAdornment position="end">
            <IconButton
              aria-label={isShown ? 'Hide password' : 'Show password'}
              aria-describedby={`${props.id}-label`}
              aria-controls={props.id}
              onClick={() => setIsShown((shown) => !shown)}
              // Keep the caret in the field while toggling.
              onMouseDown={(event) => event.preventDefault()}
              edge="end"
            >
              {isShown ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The text shown until a choice is made. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled choice from a short list, shown with its label and sending its value. */
export function SelectField({ id, label, value, onChange, error, placeholder, options }: SelectFieldProps) {
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      {/* Names the list box through labelId; a <label> would name MUI's hidden native input instead. */}
      <Typography component="span" id={labelId} sx={labelSx}>
        {label}
      </Typography>
      <Select
        labelId={labelId}
        name={id}
        value={value}
        displayEmpty
        onChange={(event) => onChange(event.target.value)}
        renderValue={(selected) =>
          options.find((option) => option.value === selected)?.label ?? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {placeholder}
            </Box>
          )
        }
        input={<OutlinedInput sx={{ bgcolor: 'background.paper' }} />}
        SelectDisplayProps={{ 'aria-describedby': error ? helperId : undefined }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={helperId} sx={{ mx: 0.5 }}>
        {error || ' '}
      </FormHelperText>
    </FormControl>
  );
}

type FieldBinding = Pick<FormFieldProps, 'value' | 'onChange' | 'error'>;

/** A new password, with the rule under it, and its confirmation: every form that sets a password. */
export function NewPasswordFields({
  idPrefix,
  label,
  confirmLabel,
  autoFocus,
  password,
  confirmation,
}: {
  idPrefix: string;
  label: string;
  confirmLabel: string;
  autoFocus?: boolean;
  password: FieldBinding;
  confirmation: FieldBinding;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={MESSAGES.passwordRule}
        {...password}
      />
      <PasswordField id={`${idPrefix}-confirm-password`} label={confirmLabel} autoComplete="new-password" {...confirmation} />
    </>
  );
}
