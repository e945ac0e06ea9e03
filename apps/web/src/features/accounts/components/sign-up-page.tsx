import type { FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { signUp } from '../api/sign-up';
import { useAccountForm } from '../hooks/use-account-form';
import { readSignupDetails, type OtpValidationState } from '../signup-state';
import { validateSignup, type SignupForm } from '../validation';
import { AccountCard } from './account-card';
import { FormField, NewPasswordFields } from './form-field';

const HEADING_ID = 'signup-heading';

/**
 * Sign-up: the new organisation's first user. The server emails a code and the code page
 * follows, carrying the details (never the password) in router state. 'Resend Code' brings them back here.
 */
export function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = readSignupDetails(location.state);
  const { values, bind, accept } = useAccountForm<SignupForm>({
    email: carried?.email ?? '',
    firstName: carried?.firstName ?? '',
    lastName: carried?.lastName ?? '',
    organizationName: carried?.organizationName ?? '',
    password: '',
    confirmPassword: '',
  });

  const signup = useMutation({
    mutationFn: (form: SignupForm) =>
      signUp({
        email: form.email.trim(),
        first_name: form.firstName.trim(),
        last_name: form.lastName.trim(),
        organization_name: form.organizationName.trim(),
        password: form.password,
      }),
    onSuccess: (sent, form) => {
      showSuccessToast(MESSAGES.otpSent);
      const state: OtpValidationState = {
        email: sent.email,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        organizationName: form.organizationName.trim(),
        expiresAt: Date.now() + sent.expires_in_seconds * 1000,
        // Once the code signs the new user in, the company details come next.
        from: PATHS.companyDetails,
      };
      void navigate(PATHS.otpValidation, { state });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending || !accept(validateSignup(values))) return;
    signup.mutate(values);
  };

  return (
    <AccountCard
      title="Create your account"
      headingId={HEADING_ID}
      maxWidth={560}
      intro="Set up your organization in a minute. We will email you a code to confirm your address."
    >
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormField
              id="signup-email"
              label="Business Email"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoFocus
              {...bind('email')}
            />
          </Box>
          <FormField id="signup-first-name" label="First Name" autoComplete="given-name" {...bind('firstName')} />
          <FormField id="signup-last-name" label="Last Name" autoComplete="family-name" {...bind('lastName')} />
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', rowGap: 1 }}>
            <FormField
              id="signup-organization"
              label="Organization Name"
              autoComplete="organization"
              {...bind('organizationName')}
            />
            <NewPasswordFields
              idPrefix="signup"
              label="Set Password"
              confirmLabel="Confirm Password"
              password={bind('password')}
              confirmation={bind('confirmPassword')}
            />
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signup.isPending} sx={{ mt: 2, py: 1.5 }}>
          Submit
        </Button>
        <Typography sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={PATHS.login} underline="hover" sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </Typography>
      </Box>
    </AccountCard>
  );
}
