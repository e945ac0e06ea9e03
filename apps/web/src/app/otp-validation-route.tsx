import { OtpValidationPage } from '../features/accounts/components/otp-validation-page';
import { useSession } from '../features/auth/hooks/use-session';

/** A confirmed sign-up code starts the new user's session. */
export function OtpValidationRoute() {
  const { startSession } = useSession();
  return <OtpValidationPage onSession={startSession} />;
}
