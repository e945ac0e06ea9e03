import { useEffect, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SessionData } from '@roi/contract/auth';
import { INVITE_EXPIRED_REDIRECT_MS } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { register } from '../api/register';
import { inviteLinkQueryKey, validateInviteLink, type Invitation } from '../api/validate-invite-link';
import { useAccountForm } from '../hooks/use-account-form';
import { validateInviteCompletion, type InviteCompletionForm } from '../validation';
import { AccountCard } from './account-card';
import { FormField, NewPasswordFields } from './form-field';
import { HiddenUsername } from './hidden-username';

const TITLE = 'Complete Your Invitation';
const HEADING_ID = 'invite-heading';

interface UserInvitePageProps {
  /** Starts the session the completed invitation answers with, and opens the first menu screen. */
  onSession: (session: SessionData) => Promise<void>;
  /** The address of whoever is signed in in this browser, if anyone. */
  signedInAs: string | null;
}

/**
 * Invite completion (/userinvite): the emailed link's external id is checked first; a live link
 * lets the invitee set their name and password, which signs them in.
 */
export function UserInvitePage({ onSession, signedInAs }: UserInvitePageProps) {
  const [searchParams] = useSearchParams();
  const externalId = searchParams.get('externalId')?.trim() ?? '';
  const link = useQuery({
    queryKey: inviteLinkQueryKey(externalId),
    queryFn: externalId ? ({ signal }) => validateInviteLink(externalId, signal) : skipToken,
    // One check per visit: the link does not come back to life, and the form must not be reset under the user.
    staleTime: Infinity,
    meta: { errorMessage: MESSAGES.linkExpired, isErrorShownOnScreen: true },
  });

  if (!externalId) return <ExpiredLink message={MESSAGES.linkExpired} />;
  if (link.isError) return <ExpiredLink message={getErrorMessage(link.error, MESSAGES.linkExpired)} />;
  if (link.isPending) return <CheckingLink />;
  return <InviteForm invitation={link.data} externalId={externalId} onSession={onSession} signedInAs={signedInAs} />;
}

function CheckingLink() {
  return (
    <AccountCard title={TITLE} headingId={HEADING_ID}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>Checking your invitation link...</Typography>
      </Box>
    </AccountCard>
  );
}

/** An expired invitation: the message, then sign-in (or a signed-in user's first screen) after two seconds. */
function ExpiredLink({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(PATHS.login, { replace: true }), INVITE_EXPIRED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AccountCard title={TITLE} headingId={HEADING_ID}>
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Typography sx={{ color: 'text.secondary' }}>
        Taking you to the sign-in page...{' '}
        <Link component={RouterLink} to={PATHS.login} replace sx={{ fontWeight: 600 }}>
          Go now
        </Link>
      </Typography>
    </AccountCard>
  );
}

interface InviteFormProps extends UserInvitePageProps {
  invitation: Invitation;
  externalId: string;
}

function InviteForm({ invitation, externalId, onSession, signedInAs }: InviteFormProps) {
  const { values, bind, accept } = useAccountForm<InviteCompletionForm>({
    firstName: invitation.first_name,
    lastName: invitation.last_name,
    password: '',
    confirmPassword: '',
  });

  const completion = useMutation({
    mutationFn: async (form: InviteCompletionForm) =>
      onSession(
        await register({
          firstname: form.firstName.trim(),
          lastname: form.lastName.trim(),
          password: form.password,
          externalId,
        }),
      ),
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (completion.isPending || !accept(validateInviteCompletion(values))) return;
    completion.mutate(values);
  };

  return (
    <AccountCard
      title={TITLE}
      headingId={HEADING_ID}
      maxWidth={560}
      intro={
        <>
          You have been invited to join <strong>{invitation.org_name}</strong>. Choose a password for{' '}
          <strong>{invitation.email}</strong> to finish setting up your account.
        </>
      }
    >
      {signedInAs && signedInAs !== invitation.email && (
        <Alert severity="info" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          You are signed in as {signedInAs}. Completing this invitation signs you in as {invitation.email} instead.
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
        <HiddenUsername email={invitation.email} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
          <FormField id="invite-first-name" label="First Name" autoComplete="given-name" {...bind('firstName')} />
          <FormField id="invite-last-name" label="Last Name" autoComplete="family-name" {...bind('lastName')} />
        </Box>
        <Box sx={{ display: 'grid', rowGap: 1, mt: 1 }}>
          <NewPasswordFields
            idPrefix="invite"
            label="Password"
            confirmLabel="Confirm Password"
            password={bind('password')}
            confirmation={bind('confirmPassword')}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={completion.isPending}
          sx={{ mt: 2, py: 1.5 }}
        >
          Submit
        </Button>
      </Box>
    </AccountCard>
  );
}
