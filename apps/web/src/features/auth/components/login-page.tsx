import { useState, type FormEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { SessionData } from '@roi/contract/auth';
import { ACCESS_MESSAGES } from '@roi/contract/access-messages';
import { isValidEmail, isValidPassword, signInProblem } from '@roi/contract/validation';
import { BrandMark } from '../../../components/brand-mark';
import { DocumentTitle } from '../../../components/document-title';
import { dismissErrorToast, showErrorToast } from '../../../components/error-toast';
import { ThemeToggle } from '../../../components/theme-toggle';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { signIn } from '../api/sign-in';
import { BrandPanel } from './brand-panel';

interface LoginPageProps {
  /** Starts the session the sign-in answered with; where the user goes next is the caller's part. */
  onSession: (session: SessionData) => void;
  /** Opens another signed-out page (sign-up, the forgotten password) in the same moment. */
  openPage: (path: string) => void;
}

const labelSx = { display: 'block', mb: 0.75, fontWeight: 600, fontSize: 14 } as const;
const inputSx = { bgcolor: 'background.paper' } as const;

/**
 * Sign-in (/login). It imports neither react-router, TanStack Query nor Zod: a visitor's first load of
 * /login shows it alone, and the routed app shows the same page from then on (docs/decisions/0036).
 */
export function LoginPage({ onSession, openPage }: LoginPageProps) {
  /**
   * The links to sign-up and the forgotten password leave this page in the same moment as the address
   * changes (a loader shows until the next page's code is in) instead of keeping it on screen meanwhile:
   * those pages have a 'Business Email' field too, and what is typed must land in theirs.
   */
  const openAtOnce = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openPage(path);
  };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  // Errors show once a field has been left (or the form submitted), then follow every change.
  const [touched, setTouched] = useState({ email: false, password: false });
  const [isSigningIn, setIsSigningIn] = useState(false);

  const emailError = touched.email && !isValidEmail(email.trim()) ? ACCESS_MESSAGES.emailFormat : '';
  const passwordError = touched.password && !isValidPassword(password) ? ACCESS_MESSAGES.passwordRule : '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSigningIn) return;
    setTouched({ email: true, password: true });
    const credentials = { email: email.trim(), password };
    const problem = signInProblem(credentials.email, credentials.password);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    setIsSigningIn(true);
    signIn(credentials)
      .then((session) => {
        dismissErrorToast();
        onSession(session);
      })
      .catch((error: unknown) => showErrorToast(getErrorMessage(error)))
      .finally(() => setIsSigningIn(false));
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <DocumentTitle title="Sign in" />
      <BrandPanel />
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, position: 'relative' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 2 }}>
          <Box sx={{ display: { md: 'none' } }}>
            <BrandMark size={32} />
          </Box>
          <Box sx={{ ml: 'auto' }}>
            <ThemeToggle />
          </Box>
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 2.5, sm: 4 }, pb: 6 }}>
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit}
            aria-labelledby="login-heading"
            sx={{ width: '100%', maxWidth: 420 }}
          >
            <Typography id="login-heading" variant="h4" component="h1" sx={{ mb: 1 }}>
              Welcome back!
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 4 }}>
              Sign in with your business email to plan, draft and publish your posts.
            </Typography>

            <FormControl fullWidth error={Boolean(emailError)}>
              <Typography component="label" htmlFor="login-email" sx={labelSx}>
                Business Email
              </Typography>
              <OutlinedInput
                id="login-email"
                sx={inputSx}
                type="email"
                name="email"
                placeholder="Business Email"
                autoComplete="username"
                autoFocus
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setTouched((fields) => ({ ...fields, email: true }))}
                slotProps={{ input: { inputMode: 'email', 'aria-describedby': emailError ? 'login-email-error' : undefined } }}
              />
              <FormHelperText id="login-email-error">{emailError || ' '}</FormHelperText>
            </FormControl>

            <FormControl fullWidth error={Boolean(passwordError)} sx={{ mt: 1 }}>
              <Typography component="label" htmlFor="login-password" sx={labelSx}>
                Password
              </Typography>
              <OutlinedInput
                id="login-password"
                sx={inputSx}
                type={isPasswordShown ? 'text' : 'password'}
                name="password"
                placeholder="Password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                onBlur={() => setTouched((fields) => ({ ...fields, password: true }))}
                slotProps={{ input: { 'aria-describedby': passwordError ? 'login-password-error' : undefined } }}
                endAdornment={
                  password ? (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={isPasswordShown ? 'Hide password' : 'Show password'}
                        onClick={() => setIsPasswordShown((shown) => !shown)}
                        // Keep the caret in the field while toggling.
                        onMouseDown={(event) => event.preventDefault()}
                        edge="end"
                      >
                        {isPasswordShown ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ) : undefined
                }
              />
              <FormHelperText id="login-password-error">{passwordError || ' '}</FormHelperText>
            </FormControl>

            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 3 }}>
              <Link
                href={PATHS.forgotPassword}
                onClick={openAtOnce(PATHS.forgotPassword)}
                variant="body2"
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                Forgot Password?
              </Link>
            </Box>

            <Button type="submit" variant="contained" size="large" fullWidth loading={isSigningIn} sx={{ py: 1.5 }}>
              Sign In
            </Button>

            <Typography sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
              Don&apos;t have an account?{' '}
              <Link
                href={PATHS.signUp}
                onClick={openAtOnce(PATHS.signUp)}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                Sign up
              </Link>
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
