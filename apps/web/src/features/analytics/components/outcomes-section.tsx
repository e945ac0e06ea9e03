import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  OUTCOME_KIND_LABELS,
  OUTCOME_KINDS,
  OUTCOME_NOTE_MAX,
  OUTCOME_SIGNATURE_MAX_AGE_SECONDS,
  type AnalyticsRangeQuery,
  type OutcomeKind,
} from '@roi/contract/analytics';
import { MESSAGES } from '@roi/contract/messages';
import { LoadFailed } from '../../../components/load-failed';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { getErrorMessage } from '../../../lib/api-client';
import { useCampaigns, useDeleteOutcome, useOutcomes, useRecordOutcome, useReplaceOutcomeSecret } from '../hooks/use-analytics';
import { SecretShownOnce } from '../../../components/secret-shown-once';

/** Today on the reader's calendar, as the date field writes it. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * What the campaigns led to outside LinkedIn — enquiries, site visits, leads — recorded by hand or sent
 * by another system through the signed outcomes endpoint; counted per campaign in the table above.
 */
export function OutcomesSection({ query }: { query: AnalyticsRangeQuery }) {
  const outcomes = useOutcomes(query);
  const remove = useDeleteOutcome();
  const [isRecording, setIsRecording] = useState(false);
  const endpoint = outcomes.data?.endpoint ?? null;
  const canRecord = outcomes.data?.can_record === true;
  const records = outcomes.data?.records ?? [];
  const showOrganization = new Set(records.map((record) => record.organization_name)).size > 1;

  return (
    <Box component="section" aria-labelledby="analytics-outcomes-heading" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="analytics-outcomes-heading" variant="h6" component="h3">
          Outcomes
        </Typography>
        {canRecord && endpoint && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setIsRecording(true)}>
            Record an outcome
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What the campaigns’ posts led to outside LinkedIn — an enquiry, a site visit, a lead — recorded by hand or sent by another
        system such as a CRM.
        {canRecord && !endpoint && ' Choose one organization to record outcomes for it.'}
      </Typography>
      <Paper variant="outlined">
        {outcomes.isFetching && <LinearProgress aria-label="Loading outcomes" />}
        {outcomes.isError ? (
          <LoadFailed title="The outcomes could not be loaded" error={outcomes.error} onRetry={() => void outcomes.refetch()} />
        ) : outcomes.data && records.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }}>
            No outcomes recorded in this period.
          </Alert>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="analytics-outcomes-heading">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  {showOrganization && <TableCell>Organization</TableCell>}
                  <TableCell>Campaign</TableCell>
                  <TableCell>Outcome</TableCell>
                  <TableCell>Note</TableCell>
                  <TableCell>Recorded by</TableCell>
                  {canRecord && (
                    <TableCell>
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        Actions
                      </Box>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((record) => (
                  <TableRow key={record.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.occurred_on}</TableCell>
                    {showOrganization && <TableCell>{record.organization_name}</TableCell>}
                    <TableCell component="th" scope="row">
                      {record.campaign_name}
                    </TableCell>
                    <TableCell>{OUTCOME_KIND_LABELS[record.kind]}</TableCell>
                    <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{record.note}</TableCell>
                    <TableCell>{record.recorded_by ?? `Another system (${record.external_id ?? 'no id'})`}</TableCell>
                    {canRecord && (
                      <TableCell align="right">
                        <IconButton
                          aria-label={`Remove the ${OUTCOME_KIND_LABELS[record.kind].toLowerCase()} of ${record.occurred_on} for ${record.campaign_name}`}
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(record.id)}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      {canRecord && endpoint && <OutcomesEndpoint organizationId={endpoint.organization_id} secretCreatedAt={endpoint.secret_created_at} />}
      {isRecording && endpoint && <RecordOutcomeDialog organizationId={endpoint.organization_id} onClose={() => setIsRecording(false)} />}
    </Box>
  );
}

function RecordOutcomeDialog({ organizationId, onClose }: { organizationId: number; onClose: () => void }) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const campaigns = useCampaigns(organizationId);
  const record = useRecordOutcome();
  const [campaignId, setCampaignId] = useState('');
  const [kind, setKind] = useState<OutcomeKind>('enquiry');
  const [occurredOn, setOccurredOn] = useState(localToday);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (campaignId === '') {
      setProblem(MESSAGES.outcomeCampaignUnknown);
      return;
    }
    // A refusal keeps the dialog and everything typed in it.
    record.mutate(
      { organization_id: organizationId, campaign_id: Number(campaignId), kind, occurred_on: occurredOn, note },
      { onSuccess: onClose, onError: (error) => setProblem(getErrorMessage(error)) },
    );
  }

  return (
    <Dialog open onClose={onClose} fullScreen={isFullScreen} maxWidth="sm" fullWidth aria-labelledby="record-outcome-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="record-outcome-title">Record an outcome</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            select
            label="Campaign"
            value={campaignId}
            onChange={(event) => setCampaignId(event.target.value)}
            required
            autoFocus
            helperText={campaigns.data?.length === 0 ? 'This organization has no campaigns yet: they are made when posts are written.' : ' '}
            sx={{ mt: 1 }}
          >
            {(campaigns.data ?? []).map((campaign) => (
              <MenuItem key={campaign.id} value={String(campaign.id)}>
                {campaign.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="What happened" value={kind} onChange={(event) => setKind(event.target.value as OutcomeKind)} required>
            {OUTCOME_KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {OUTCOME_KIND_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="When"
            value={occurredOn}
            onChange={(event) => setOccurredOn(event.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }}
          />
          <TextField
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            helperText={`${note.length} / ${OUTCOME_NOTE_MAX}: who, what they asked about (no personal details needed)`}
            slotProps={{ htmlInput: { maxLength: OUTCOME_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            Record
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** How another system sends outcomes: the address, the fields, the signature, and the secret (shown once). */
function OutcomesEndpoint({ organizationId, secretCreatedAt }: { organizationId: number; secretCreatedAt: string | null }) {
  const replace = useReplaceOutcomeSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const address = `${window.location.origin}${API_PATHS.outcomeReceive}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="outcomes-endpoint-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Typography id="outcomes-endpoint-heading" variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        Receiving outcomes from another system
      </Typography>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        A CRM or a website form can send each outcome as a <code>POST</code> to <code>{address}</code> with a JSON body:{' '}
        <code>organization_id</code> ({organizationId}), <code>campaign_id</code>, <code>kind</code> ({OUTCOME_KINDS.join(', ')}),{' '}
        <code>occurred_on</code> (YYYY-MM-DD), <code>note</code> and its own <code>external_id</code>, so that a resend is recorded
        once. It signs it with the header <code>X-ROI-Signature: t=&lt;unix time&gt;,v1=&lt;signature&gt;</code>, the HMAC-SHA256 with the
        signing secret of the time, a dot and the body; one more than {OUTCOME_SIGNATURE_MAX_AGE_SECONDS / 60} minutes old is refused.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {secretCreatedAt
          ? `Signing secret made ${new Date(secretCreatedAt).toLocaleString()}. A new one replaces it at once.`
          : 'No signing secret yet: the address refuses everything until one is made.'}
      </Typography>
      {secret ? (
        <SecretShownOnce label="Signing secret" warning={MESSAGES.outcomeSecretCreated} secret={secret} />
      ) : (
        <Button variant="outlined" disabled={replace.isPending} onClick={() => replace.mutate(organizationId, { onSuccess: (made) => setSecret(made.secret) })}>
          {secretCreatedAt ? 'Replace the signing secret' : 'Make a signing secret'}
        </Button>
      )}
    </Paper>
  );
}
