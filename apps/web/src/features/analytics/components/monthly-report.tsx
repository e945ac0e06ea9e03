import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MONTHLY_REPORT_RECIPIENTS_MAX, type MonthlyReport } from '@roi/contract/analytics';
import { getErrorMessage } from '../../../lib/api-client';
import { useMonthlyReport, useSaveMonthlyReport, useSendMonthlyReport } from '../hooks/use-analytics';

/** Addresses as people type them: one per line, or separated by commas, semicolons or spaces. */
function addressesIn(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** Who gets the organisation's PDF report by email when a month ends, and a way to send last month's now. */
export function MonthlyReportPanel({ organizationId }: { organizationId: number | undefined }) {
  const report = useMonthlyReport(organizationId);
  if (!report.data) return null;
  // Keyed by the organisation: another one's addresses start from what it saved.
  return <MonthlyReportForm key={report.data.organization_id} report={report.data} organizationId={organizationId} />;
}

function MonthlyReportForm({ report, organizationId }: { report: MonthlyReport; organizationId: number | undefined }) {
  const save = useSaveMonthlyReport();
  const send = useSendMonthlyReport();
  const [text, setText] = useState(report.recipients.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const typed = addressesIn(text);
  const isChanged = typed.join('\n') !== report.recipients.join('\n');

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    // A refusal keeps what was typed, with the reason under the field.
    save.mutate({ organization_id: report.organization_id, recipients: typed }, { onError: (error) => setProblem(getErrorMessage(error)) });
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="monthly-report-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Typography id="monthly-report-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Monthly report by email
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {report.recipients.length === 0
          ? report.can_edit
            ? 'Name up to 10 people — a board, a funder, a client — to get this PDF report by email when each month ends.'
            : 'Nobody gets this report by email yet: an Admin or a Manager can name who should.'
          : `The report of each month goes out when the month ends${report.last_sent_month ? `; the last one sent was for ${report.last_sent_month}` : ', starting with last month’s within the hour'}.`}
      </Typography>
      {report.can_edit ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
          <TextField
            label="Recipients"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            error={problem !== null || typed.length > MONTHLY_REPORT_RECIPIENTS_MAX}
            helperText={problem ?? `One email address per line, at most ${MONTHLY_REPORT_RECIPIENTS_MAX}. Leave empty to stop the report.`}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={save.isPending || !isChanged}>
              Save recipients
            </Button>
            <Button variant="outlined" disabled={send.isPending || isChanged || report.recipients.length === 0} onClick={() => send.mutate(organizationId)}>
              {send.isPending ? 'Sending…' : 'Send last month’s report now'}
            </Button>
          </Box>
        </Box>
      ) : report.recipients.length > 0 ? (
        <Alert severity="info">Sent to {report.recipients.join(', ')}.</Alert>
      ) : null}
    </Paper>
  );
}
