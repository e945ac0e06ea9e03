import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import type { PublishingAccounts } from '../api/get-publishing-accounts';
import { accountLabel } from '@roi/contract/integrations';
import { chosenAccounts, type ChosenAccount } from '../publishing-accounts';
import { SandboxChip } from '../../../components/sandbox-chip';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { suggestedScheduleTime } from '../../../lib/schedule';
import { ScheduleField } from '../../../components/schedule-field';
import { UtcFallbackNote } from './utc-fallback-note';
import { PlannedDateField } from './planned-date-field';
import type { PublishChoice, PublishMode } from '../publish-choice';
import { RetryAlert } from '../../../components/load-failed';

interface PublishSectionProps {
  /** The organisation's accounts, as far as they have loaded. */
  accounts: { data: PublishingAccounts | undefined; error: Error | null; isPending: boolean; refetch: () => void };
  choice: PublishChoice;
  onChoiceChange: (choice: PublishChoice) => void;
  /** Why the chosen time cannot be used, once Post was pressed with it. */
  scheduleError: string | null;
  /** The organisation posted for, named where its time zone is missing. */
  organizationName: string;
  /** It is the user's own: its time zone is set in Organization Settings (another's, by the agency). */
  isOwnOrganization: boolean;
  /** The organisation's approval chain applies to the poster: the draft is submitted, not posted. */
  needsApproval: boolean;
  /** The organisation posted for, whose suggested times are offered (once chosen). */
  organizationId: number | undefined;
  /** What would stop the organisation's posts going out: connections ending, failures. */
  health: ReactNode;
  /** The draft's planned date ('' for none), saved with Save as Draft; why it cannot be, once tried. */
  plannedAt: string;
  plannedError: string | null;
  onPlannedAtChange: (value: string) => void;
}

/** Stage 3's 'Publish to': where the post goes (the accounts chosen in Settings) and when. */
export function PublishSection({
  accounts,
  choice,
  onChoiceChange,
  scheduleError,
  organizationName,
  isOwnOrganization,
  needsApproval,
  organizationId,
  health,
  plannedAt,
  plannedError,
  onPlannedAtChange,
}: PublishSectionProps) {
  const headingId = useId();
  const whenId = useId();
  const timeZone = accounts.data?.timezone ?? null;

  const changeMode = (mode: PublishMode) => {
    // A draft's planned date is where its schedule most likely belongs.
    if (mode === 'schedule' && timeZone) onChoiceChange({ mode, at: choice.at || plannedAt || suggestedScheduleTime(timeZone, new Date()) });
    else onChoiceChange({ ...choice, mode });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Publish to
      </Typography>
      <Accounts accounts={accounts} needsApproval={needsApproval} />
      {health}
      <FormControl sx={{ mt: 0.5 }}>
        <FormLabel id={whenId} sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
          When to publish
        </FormLabel>
        <RadioGroup row aria-labelledby={whenId} value={choice.mode} onChange={(event) => changeMode(event.target.value as PublishMode)}>
          <FormControlLabel value="now" control={<Radio />} label="Post now" />
          <FormControlLabel value="schedule" control={<Radio />} label="Schedule" disabled={!timeZone} />
          <FormControlLabel value="queue" control={<Radio />} label="Add to queue" />
        </RadioGroup>
      </FormControl>
      {choice.mode === 'queue' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          It goes out at the organization’s next free posting time, set under Posting queue on the Scheduling screen.
        </Typography>
      )}
      {choice.mode === 'schedule' && timeZone && (
        <ScheduleField
          value={choice.at}
          onChange={(at) => onChoiceChange({ mode: 'schedule', at })}
          timeZone={timeZone}
          error={scheduleError}
          organizationId={organizationId}
          timeZoneNote={
            accounts.data?.isTimeZoneSet === false && (
              <UtcFallbackNote organizationName={organizationName} isOwnOrganization={isOwnOrganization} />
            )
          }
        />
      )}
      {timeZone && <PlannedDateField value={plannedAt} onChange={onPlannedAtChange} timeZone={timeZone} error={plannedError} />}
    </Box>
  );
}

function Accounts({ accounts, needsApproval }: Pick<PublishSectionProps, 'accounts' | 'needsApproval'>) {
  const [now] = useState(() => new Date());
  if (accounts.isPending) {
    return (
      <Box role="status" aria-label="Loading the LinkedIn accounts" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Skeleton variant="rounded" width={220} height={40} />
        <Skeleton variant="rounded" width={180} height={40} />
      </Box>
    );
  }
  if (!accounts.data) {
    return (
      <RetryAlert severity="warning" onRetry={() => void accounts.refetch()}>
        The LinkedIn accounts could not be loaded. {getErrorMessage(accounts.error)}
      </RetryAlert>
    );
  }
  const chosen = chosenAccounts(accounts.data.integrations, now);
  return (
    <>
      {chosen.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {chosen.map((account) => (
            <AccountItem key={account.id} account={account} />
          ))}
        </Box>
      ) : (
        <Alert
          severity="info"
          action={
            // A new tab: the post being written stays here, and the accounts are read again on coming back.
            <Button
              component={RouterLink}
              to={PATHS.settings}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              size="small"
              endIcon={<OpenInNew aria-hidden />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Open Settings
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {' '}
                (opens in a new tab)
              </Box>
            </Button>
          }
          sx={{ alignItems: 'center' }}
        >
          No LinkedIn account is chosen for publishing yet.
        </Alert>
      )}
      {(needsApproval || !accounts.data.canPublish) && (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <InfoOutlined fontSize="small" aria-hidden />
          {needsApproval
            ? 'This organization’s posts go through its approval chain: save the draft, then submit it for approval below.'
            : 'An Admin or Manager will publish this post after you post it.'}
        </Typography>
      )}
    </>
  );
}

function AccountItem({ account }: { account: ChosenAccount }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 1.5,
        py: 0.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        minWidth: 0,
        maxWidth: '100%',
      }}
    >
      <LinkedIn fontSize="small" aria-hidden sx={{ color: 'primary.main', my: '2px' }} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {accountLabel(account)}
        </Typography>
        {account.sandbox && <SandboxChip />}
        {account.isExpired && <Chip size="small" color="error" label="Connection expired" title="Reconnect it in Settings" />}
        {account.isEndingSoon && (
          <Chip size="small" color="warning" label="Connection ends soon" title="Posts planned after it ends will fail: reconnect it in Settings" />
        )}
      </Box>
    </Box>
  );
}
