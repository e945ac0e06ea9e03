import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESET_OTP_LENGTH, RESET_OTP_TTL_SECONDS } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { requestResetCode } from '../api/request-reset-code';
import { resetPassword } from '../api/reset-password';
import { verifyResetCode } from '../api/verify-reset-code';
import { useAccountForm } from '../hooks/use-account-form';
import { resetCodeProblem, resetEmailProblem, validateResetPassword, type NewPasswordForm } from '../validation';
import { AccountCard } from './account-card';
import { FormField, NewPasswordFields } from './form-field';
import { HiddenUsername } from './hidden-username';
import { VerificationCodeField } from './verification-code-field';

const TITLE = 'Forgot Password';
const HEADING_ID = 'forgot-password-heading';
const STEP_COUNT = 3;

type Step = { step: 1; email: string } | { step: 2; email: string } | { step: 3; email: string; otp: string };

const onError = (error: Error) => showErrorToast(getErrorMessage(error));

/**
 * Forgotten password: the address gets a 6-digit code, the code is checked, then the new password
 * is set with it and the user signs in again. The steps live in this page, so arriving here (the sign-in
 * page's 'Forgot Password?') always starts afresh.
 */
export function ForgotPasswordPage() {
  const [state, setState] = useState<Step>({ step: 1, email: '' });

  let content: ReactNode;
  if (state.step === 1) {
    content = <EmailStep email={state.email} onSent={(email) => setState({ step: 2, email })} />;
  } else if (state.step === 2) {
    const { email } = state;
    content = (
      <CodeStep
        email={email}
        onBack={() => setState({ step: 1, email })}
        onVerified={(otp) => setState({ step: 3, email, otp })}
      />
    );
  } else {
    content = <PasswordStep email={state.email} otp={state.otp} />;
  }

  return (
    <AccountCard title={TITLE} headingId={HEADING_ID}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5, mb: 1 }}>
        Step {state.step} of {STEP_COUNT}
      </Typography>
      {content}
      <Typography sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={PATHS.login} underline="hover" sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </AccountCard>
  );
}

function StepIntro({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', mb: 3, overflowWrap: 'anywhere' }}>{children}</Typography>;
}

function EmailStep({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const { values, bind, accept } = useAccountForm({ email });
  const send = useMutation({
    mutationFn: (address: string) => requestResetCode({ email: address }),
    onSuccess: (_answer, address) => {
      showSuccessToast(MESSAGES.otpSent);
      onSent(address);
    },
    onError,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = values.email.trim();
    const message = resetEmailProblem(address);
    if (send.isPending || !accept(message ? { field: 'email', message } : null)) return;
    send.mutate(address);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
      <StepIntro>
        Enter your business email and we will send you a {RESET_OTP_LENGTH}-digit code to reset your password.
      </StepIntro>
      <FormField
        id="reset-email"
        label="Business Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoFocus
        {...bind('email')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={send.isPending} sx={{ mt: 1, py: 1.5 }}>
        Verify
      </Button>
    </Box>
  );
}

interface CodeStepProps {
  email: string;
  onBack: () => void;
  onVerified: (otp: string) => void;
}

function CodeStep({ email, onBack, onVerified }: CodeStepProps) {
  const { values, bind, accept } = useAccountForm({ otp: '' });
  const verify = useMutation({
    mutationFn: (otp: string) => verifyResetCode({ email, otp }),
    onSuccess: (_answer, otp) => onVerified(otp),
    onError,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = resetCodeProblem(values.otp);
    if (verify.isPending || !accept(message ? { field: 'otp', message } : null)) return;
    verify.mutate(values.otp);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
      <StepIntro>
        We sent a code to <strong>{email}</strong> if it belongs to an account. It is valid for{' '}
        {RESET_OTP_TTL_SECONDS / 60} minutes; Back lets you send a new one.
      </StepIntro>
      <VerificationCodeField id="reset-otp" length={RESET_OTP_LENGTH} autoFocus {...bind('otp')} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, mt: 1 }}>
        <Button type="button" variant="outlined" size="large" onClick={onBack} sx={{ flex: 1, py: 1.5 }}>
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" loading={verify.isPending} sx={{ flex: 1, py: 1.5 }}>
          Confirm
        </Button>
      </Box>
    </Box>
  );
}

function PasswordStep({ email, otp }: { email: string; otp: string }) {
  const navigate = useNavigate();
  const { values, bind, accept } = useAccountForm<NewPasswordForm>({ password: '', confirmPassword: '' });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword({ email, otp, password }),
    onSuccess: () => {
      showSuccessToast(MESSAGES.passwordChanged);
      void navigate(PATHS.login, { replace: true });
    },
    onError,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || !accept(validateResetPassword(values))) return;
    reset.mutate(values.password);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
      <StepIntro>
        Choose a new password for <strong>{email}</strong>. You will sign in with it on the next page.
      </StepIntro>
      <HiddenUsername email={email} />
      <Box sx={{ display: 'grid', rowGap: 1 }}>
        <NewPasswordFields
          idPrefix="reset"
          label="New Password"
          confirmLabel="Confirm Password"
          autoFocus
          password={bind('password')}
          confirmation={bind('confirmPassword')}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending} sx={{ mt: 2, py: 1.5 }}>
        Confirm
      </Button>
    </Box>
  );
}
