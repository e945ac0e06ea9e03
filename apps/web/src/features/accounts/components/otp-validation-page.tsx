import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SessionData } from '@roi/contract/auth';
import { SIGNUP_OTP_LENGTH, SIGNUP_OTP_TTL_SECONDS } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { verifySignUp } from '../api/verify-sign-up';
import { formatCountdown, secondsLeft } from '../countdown';
import { useAccountForm } from '../hooks/use-account-form';
import { readExpiresAt, readSignupDetails, type SignupDetails } from '../signup-state';
import { signupCodeProblem } from '../validation';
import { AccountCard } from './account-card';
import { VerificationCodeField } from './verification-code-field';

const HEADING_ID = 'otp-heading';

interface OtpValidationPageProps {
  /** Starts the session of the new organisation's first user. */
  onSession: (session: SessionData) => void;
}

/**
 * /otpvalidation: the sign-up code. Without the sign-up's details in router state there is
 * nothing to confirm, so it goes back to /signup. A confirmed code signs the new user in; the public-route
 * guard then sends them to the company details, which the router state names.
 */
export function OtpValidationPage({ onSession }: OtpValidationPageProps) {
  const location = useLocation();
  const details = readSignupDetails(location.state);
  if (!details) return <Navigate to={PATHS.signUp} replace />;
  return <OtpForm details={details} expiresAt={readExpiresAt(location.state)} onSession={onSession} />;
}

/** Seconds left until the deadline, ticking once a second until it passes. */
function useSecondsLeft(deadlineMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadlineMs, now);
  const isRunning = left > 0;
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  return left;
}

interface OtpFormProps extends OtpValidationPageProps {
  details: SignupDetails;
  expiresAt: number | null;
}

function OtpForm({ details, expiresAt, onSession }: OtpFormProps) {
  const navigate = useNavigate();
  const [deadline] = useState(() => expiresAt ?? Date.now() + SIGNUP_OTP_TTL_SECONDS * 1000);
  const left = useSecondsLeft(deadline);
  const { values, bind, accept } = useAccountForm({ otp: '' });

  const verification = useMutation({
    mutationFn: async (otp: string) => {
      onSession(await verifySignUp({ email: details.email, otp }));
      showSuccessToast(MESSAGES.signupComplete);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = signupCodeProblem(values.otp);
    if (verification.isPending || !accept(message ? { field: 'otp', message } : null)) return;
    verification.mutate(values.otp);
  };

  // The details go back to /signup to be sent again; the password has to be typed again.
  const resend = () => void navigate(PATHS.signUp, { replace: true, state: details });

  return (
    <AccountCard
      title="Verify Your Email"
      headingId={HEADING_ID}
      intro={
        <>
          We sent a {SIGNUP_OTP_LENGTH}-digit code to <strong>{details.email}</strong>. Enter it below to create your
          organization.
        </>
      }
    >
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
        <VerificationCodeField id="signup-otp" length={SIGNUP_OTP_LENGTH} autoFocus {...bind('otp')} />
        <Box sx={{ mt: 1, mb: 2 }}>
          {left > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The code expires in{' '}
              <Box component="span" role="timer" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatCountdown(left)}
              </Box>
            </Typography>
          ) : (
            <Alert severity="warning">The code has expired. Use Resend Code to get a new one.</Alert>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5 }}>
          <Button type="button" variant="outlined" size="large" onClick={resend} sx={{ flex: 1, py: 1.5 }}>
            Resend Code
          </Button>
          <Button type="submit" variant="contained" size="large" loading={verification.isPending} sx={{ flex: 1, py: 1.5 }}>
            Confirm
          </Button>
        </Box>
      </Box>
    </AccountCard>
  );
}
