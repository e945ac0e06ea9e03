import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { Integration } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { NETWORK_LABELS } from '@roi/contract/publishing-rules';
import { showErrorToast } from '../../../components/error-toast';
import { PATHS } from '../../../lib/paths';
import { suggestedIdsOf } from '../account-selection';
import { storeCallbackOutcome } from '../callback-outcome';
import { useSelectAccounts } from '../hooks/use-connections';
import { useAddIntegrationOnce } from '../hooks/use-add-integration-once';
import { readConnectionReturn } from '../connection-return';
import { readCallbackParams } from '../oauth-callback';
import { organizationIdToSend, pathWithOrganization } from '../organization-choice';
import { AccountCheckboxes } from './account-checkboxes';
import { LinkedInMark } from './linkedin-mark';
import { SandboxChip } from '../../../components/sandbox-chip';

interface LinkedInCallbackPageProps {
  userId: number;
  ownOrganizationId: number;
}

const NETWORK = NETWORK_LABELS.linkedin;
/** The callback's last step, named in its hint too. */
const SAVE_ACCOUNTS = 'Save publishing accounts';

/** A card in the middle of the content area: the callback is a short stop on the way back to Settings. */
function CallbackCard({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={labelledBy}
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640, mx: 'auto', mt: { xs: 1, md: 4 }, display: 'grid', gap: 2.5 }}
    >
      {children}
    </Paper>
  );
}

/**
 * /linkedin-oauth: LinkedIn (or the sandbox) sends the browser back here with a single-use
 * code, which is exchanged once for the connection; the user then chooses the accounts to publish to.
 */
export function LinkedInCallbackPage({ userId, ownOrganizationId }: LinkedInCallbackPageProps) {
  const { search, hash } = useLocation();
  const params = useMemo(() => readCallbackParams(search, hash), [search, hash]);
  const view = useAddIntegrationOnce(params, userId);

  // LinkedIn refused, or the address lacks the code: nothing is sent; the toast says why.
  useEffect(() => {
    if (view.kind === 'failed' && view.fromAddress) showErrorToast(view.message ?? MESSAGES.integrationFailed);
  }, [view]);

  switch (view.kind) {
    case 'failed':
      return <ConnectFailed message={view.fromAddress ? null : view.message} />;
    case 'interrupted':
      return <ConnectInterrupted />;
    case 'connected':
      return (
        <ConnectedAccounts
          key={view.exchangeKey}
          exchangeKey={view.exchangeKey}
          integration={view.integration}
          ownOrganizationId={ownOrganizationId}
        />
      );
    case 'connecting':
      return (
        <CallbackCard>
          <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 3, textAlign: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>Connecting to {NETWORK}…</Typography>
          </Box>
        </CallbackCard>
      );
  }
}

function BackButton({ to = PATHS.settings }: { to?: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="outlined" onClick={() => void navigate(to)}>
      Back
    </Button>
  );
}

/** A connection that did not come about: what happened, and the way back to Settings. */
function CallbackNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <CallbackCard labelledBy={headingId}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
        {icon}
        <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BackButton />
      </Box>
    </CallbackCard>
  );
}

/** `message`: why the exchange failed, kept so that a reload still says it (the toast came once). */
function ConnectFailed({ message }: { message: string | null }) {
  return (
    <CallbackNotice
      icon={<ErrorOutlineOutlined color="error" sx={{ fontSize: 48 }} aria-hidden />}
      title={`${MESSAGES.connectFailedTo} ${NETWORK}`}
    >
      {message && <Typography sx={{ overflowWrap: 'anywhere' }}>{message}</Typography>}
      <Typography sx={{ color: 'text.secondary' }}>Nothing was connected. Go back to Settings and try connecting again.</Typography>
    </CallbackNotice>
  );
}

/** No answer reached the page: the code cannot be sent again, and Settings knows how it went. */
function ConnectInterrupted() {
  return (
    <CallbackNotice icon={<InfoOutlined color="info" sx={{ fontSize: 48 }} aria-hidden />} title={`Connecting to ${NETWORK} was interrupted`}>
      <Typography sx={{ color: 'text.secondary' }}>
        No answer reached this page: it was reloaded while connecting, or the network dropped. Go back to Settings to see
        whether the connection was made, and connect again if it was not.
      </Typography>
    </CallbackNotice>
  );
}

interface ConnectedAccountsProps {
  exchangeKey: string;
  integration: Integration;
  ownOrganizationId: number;
}

function ConnectedAccounts({ exchangeKey, integration, ownOrganizationId }: ConnectedAccountsProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const [chosenIds, setChosenIds] = useState(() => suggestedIdsOf(integration.accounts));
  const save = useSelectAccounts();
  // Back where the connection was started: the onboarding names itself, Settings is the rest.
  const [returnPath] = useState(
    () => readConnectionReturn() ?? pathWithOrganization(PATHS.settings, organizationIdToSend(integration.organization_id, ownOrganizationId)),
  );
  const saveChoice = () =>
    save.mutate(
      { integration_id: integration.id, account_ids: chosenIds },
      {
        onSuccess: (saved) => {
          // Coming back to this page (Back in the browser) shows the choice as saved.
          storeCallbackOutcome({ exchangeKey, status: 'success', integration: saved });
          void navigate(returnPath);
        },
      },
    );

  return (
    <CallbackCard labelledBy={headingId}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ mt: 0.25 }}>
          <LinkedInMark fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {MESSAGES.integrationAdded}
            </Typography>
            {integration.sandbox && <SandboxChip />}
          </Box>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
            Connected as {integration.display_name}.
          </Typography>
        </Box>
      </Box>

      {integration.accounts.length > 0 && (
        <Alert severity="info" icon={<ArrowDownwardOutlined fontSize="inherit" />}>
          {/* Nothing is published anywhere until the choice is saved: the step left has to be named. */}
          One more step: tick the accounts your posts go to, then press {SAVE_ACCOUNTS}.
        </Alert>
      )}

      {integration.accounts.length > 0 ? (
        <AccountCheckboxes
          legend="Accounts"
          accounts={integration.accounts}
          chosenIds={chosenIds}
          onChange={setChosenIds}
          isDisabled={save.isPending}
        />
      ) : (
        <Alert severity="error">
          <AlertTitle>{MESSAGES.connectFailed}</AlertTitle>
          {NETWORK} gave no account that this connection can publish to.
        </Alert>
      )}

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <BackButton to={returnPath} />
        {integration.accounts.length > 0 && (
          <Button variant="contained" onClick={saveChoice} loading={save.isPending}>
            {SAVE_ACCOUNTS}
          </Button>
        )}
      </Box>
    </CallbackCard>
  );
}
