import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { SessionData } from '@roi/contract/auth';
import { ACCESS_MESSAGES } from '@roi/contract/access-messages';
import { isValidEmail, isValidPassword, signInProblem } from '@roi/contract/validation';
import { BrandMark } from '../../../components/brand-mark';
import { DocumentTitle } from '../../../components/document-title';
import { dismissErrorToast, showErrorToast } from '../../../components/error-toast';
import { PlainIcon } from '../../../components/plain-icons';
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

/**
 * A field of the form: its label above, its box (the input, and a button inside it), and its problem
 * below as `${id}-error` (a blank line while there is none, so that the form does not move).
 */
function SignInField({ id, label, error, children }: { id: string; label: string; error: string; children: ReactNode }) {
  return (
    <div className="login__field">
      <label className="login__label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'login__box login__box--error' : 'login__box'}>{children}</div>
      <p id={`${id}-error`} className={error ? 'login__help login__help--error' : 'login__help'}>
        {error || '\u00a0'}
      </p>
    </div>
  );
}

/**
 * Sign-in (/login). It imports neither react-router, TanStack Query, Zod nor MUI: a visitor's first load
 * of /login shows it alone, and the routed app shows the same page from then on (docs/decisions/0036,
 * 0038). Its look is first-load.css.
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
    <div className="login">
      <DocumentTitle title="Sign in" />
      <BrandPanel />
      <main className="login__main">
        <div className="login__top">
          <span className="login__top-mark">
            <BrandMark size={32} />
          </span>
          <span className="login__toggle">
            <ThemeToggle />
          </span>
        </div>
        <div className="login__centre">
          <form className="login__form" noValidate onSubmit={handleSubmit} aria-labelledby="login-heading">
            <h1 id="login-heading">Welcome back!</h1>
            <p className="login__intro">Sign in with your business email to plan, draft and publish your posts.</p>

            <SignInField id="login-email" label="Business Email" error={emailError}>
              <input
                id="login-email"
                type="email"
                name="email"
                inputMode="email"
                placeholder="Business Email"
                autoComplete="username"
                autoFocus
                value={email}
                aria-invalid={Boolean(emailError)}
                aria-describedby={emailError ? 'login-email-error' : undefined}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setTouched((fields) => ({ ...fields, email: true }))}
              />
            </SignInField>

            <SignInField id="login-password" label="Password" error={passwordError}>
              <input
                id="login-password"
                type={isPasswordShown ? 'text' : 'password'}
                name="password"
                placeholder="Password"
                autoComplete="current-password"
                value={password}
                aria-invalid={Boolean(passwordError)}
                aria-describedby={passwordError ? 'login-password-error' : undefined}
                onChange={(event) => setPassword(event.target.value)}
                onBlur={() => setTouched((fields) => ({ ...fields, password: true }))}
              />
              {password && (
                <button
                  type="button"
                  className="plain-icon-button"
                  aria-label={isPasswordShown ? 'Hide password' : 'Show password'}
                  onClick={() => setIsPasswordShown((shown) => !shown)}
                  // Keep the caret in the field while toggling.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  <PlainIcon name={isPasswordShown ? 'visibilityOff' : 'visibility'} />
                </button>
              )}
            </SignInField>

            <div className="login__forgot">
              <a className="plain-link" href={PATHS.forgotPassword} onClick={openAtOnce(PATHS.forgotPassword)}>
                Forgot Password?
              </a>
            </div>

            <button
              type="submit"
              className="plain-button plain-button--large plain-button--full-width"
              disabled={isSigningIn}
              aria-busy={isSigningIn}
            >
              Sign In
            </button>

            <p className="login__sign-up">
              Don&apos;t have an account?{' '}
              <a className="plain-link" href={PATHS.signUp} onClick={openAtOnce(PATHS.signUp)}>
                Sign up
              </a>
            </p>
          </form>
        </div>
      </main>
    </div>
  );
}
