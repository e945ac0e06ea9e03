import { FormField } from './form-field';

interface VerificationCodeFieldProps {
  id: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * An emailed one-time code: a numeric keyboard on phones, the code offered from the mail by browsers that
 * can, and only digits kept (a pasted '123 456' becomes '123456'; no maxLength, which would cut the paste
 * before the spaces are dropped).
 */
export function VerificationCodeField({ id, length, value, onChange, error, autoFocus }: VerificationCodeFieldProps) {
  return (
    <FormField
      id={id}
      name="otp"
      label="Verification Code"
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, length))}
      error={error}
      hint={`Enter the ${length}-digit code from the email.`}
      autoComplete="one-time-code"
      inputMode="numeric"
      autoFocus={autoFocus}
      inputSx={{
        fontSize: 22,
        fontWeight: 600,
        letterSpacing: '0.4em',
        textAlign: 'center',
        fontVariantNumeric: 'tabular-nums',
        '&::placeholder': { fontSize: 16, fontWeight: 400, letterSpacing: 'normal' },
      }}
    />
  );
}
