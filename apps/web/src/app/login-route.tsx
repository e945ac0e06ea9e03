import { useNavigate } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { useSession } from '../features/auth/hooks/use-session';

/** Sign-in inside the routed app: once signed in, the public-route guard sends the user on. */
export function LoginRoute() {
  const { startSession } = useSession();
  const navigate = useNavigate();
  return <LoginPage onSession={startSession} openPage={(path) => void navigate(path, { flushSync: true })} />;
}
