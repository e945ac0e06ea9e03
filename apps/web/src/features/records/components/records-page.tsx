import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import type { RecordsSearchRequest } from '@roi/contract/archive';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { useExportRecords, useRecordsSearch } from '../hooks/use-records';
import { RetentionAndHolds } from './retention-and-holds';

interface SearchFields {
  date_from: string;
  date_to: string;
  text: string;
  campaign: string;
  author: string;
}

const EMPTY: SearchFields = { date_from: '', date_to: '', text: '', campaign: '', author: '' };

/** The fields filled in, as the request names them; empty ones are left out. */
function requestOf(organizationId: number, fields: SearchFields): RecordsSearchRequest {
  const filled = Object.fromEntries((Object.entries(fields) as [string, string][]).filter(([, value]) => value.trim() !== ''));
  return { organization_id: organizationId, ...filled };
}

function records(count: number): string {
  return `${count} ${count === 1 ? 'record' : 'records'}`;
}

function day(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * /settings/records: the organisation's public records. A records request (dates, words, campaign,
 * who acted) finds posts with their whole history and exports them as one ZIP; below, how long each
 * kind of record is kept and the legal holds in force.
 */
export function RecordsPage({
  title,
  organizationId,
  canManage,
  organizationSelect,
}: {
  title: string;
  organizationId: number;
  canManage: boolean;
  organizationSelect: ReactNode;
}) {
  const headingId = useId();
  const resultsId = useId();
  const [fields, setFields] = useState<SearchFields>(EMPTY);
  const [asked, setAsked] = useState<RecordsSearchRequest | null>(null);
  const search = useRecordsSearch(asked && asked.organization_id === organizationId ? asked : null);
  const exportZip = useExportRecords();
  const isReversed = fields.date_from !== '' && fields.date_to !== '' && fields.date_from > fields.date_to;
  const set = (change: Partial<SearchFields>) => setFields((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReversed) setAsked(requestOf(organizationId, fields));
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeader
        title={title}
        headingId={headingId}
        description={
          <>
            Every version of every post, the ROI Assistant's answers, comments, approvals and publications are kept
            here, unchangeable, for as long as your retention says. Answer a records request by finding the posts it
            covers and exporting them as one ZIP.
          </>
        }
        actions={organizationSelect}
      />

      <Paper variant="outlined" component="form" aria-label="Records request" onSubmit={submit} sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' } }}>
          <TextField
            label="From"
            type="date"
            size="small"
            value={fields.date_from}
            onChange={(event) => set({ date_from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={fields.date_to}
            onChange={(event) => set({ date_to: event.target.value })}
            error={isReversed}
            helperText={isReversed ? 'Is before From' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Words" size="small" value={fields.text} onChange={(event) => set({ text: event.target.value })} />
          <TextField label="Campaign" size="small" value={fields.campaign} onChange={(event) => set({ campaign: event.target.value })} />
          <TextField
            label="Person"
            size="small"
            helperText="Name or email of who acted"
            value={fields.author}
            onChange={(event) => set({ author: event.target.value })}
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={isReversed}>
            Find records
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!search.data || search.data.records.length + search.data.other_records === 0 || exportZip.isPending}
            onClick={() => asked && exportZip.mutate(asked)}
          >
            {exportZip.isPending ? 'Exporting…' : 'Export ZIP'}
          </Button>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby={resultsId} sx={{ mb: 4 }}>
        <Typography id={resultsId} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Posts found
        </Typography>
        {asked === null ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography sx={{ color: 'text.secondary' }}>Fill in what the request asks for and choose Find records.</Typography>
          </Paper>
        ) : search.isPending ? (
          <Box role="status" aria-label="Finding records" aria-busy="true">
            <Skeleton height={72} />
          </Box>
        ) : search.isError ? (
          <LoadFailed title="The records could not be searched" error={search.error} onRetry={() => void search.refetch()} />
        ) : search.data.records.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              No post's records match.
              {search.data.other_records > 0 && ` ${records(search.data.other_records)} of no one post (legal holds, exports, retention) match; Export ZIP includes them.`}
            </Typography>
          </Paper>
        ) : (
          <>
            {search.data.truncated && (
              <Alert severity="info" sx={{ mb: 1 }}>
                The first {search.data.records.length} are listed here; Export ZIP holds all {search.data.post_count}.
              </Alert>
            )}
            <Typography role="status" sx={{ color: 'text.secondary', mb: 1 }}>
              {search.data.post_count} {search.data.post_count === 1 ? 'post' : 'posts'}
              {search.data.other_records > 0 && `, and ${records(search.data.other_records)} of no one post`}
            </Typography>
            <Stack component="ul" aria-label="Posts found" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {search.data.records.map((post) => (
                <Paper component="li" variant="outlined" key={post.post_id} sx={{ p: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography component="h4" sx={{ fontWeight: 700 }}>
                      Post {post.post_id}
                      {post.campaign && ` · ${post.campaign}`}
                    </Typography>
                    {post.deleted && <Chip size="small" label="Deleted from the product" />}
                  </Stack>
                  <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{post.excerpt || 'No text saved.'}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {records(post.record_count)}, {day(post.first_recorded_at)} to {day(post.last_recorded_at)}
                  </Typography>
                </Paper>
              ))}
            </Stack>
          </>
        )}
      </Box>

      <RetentionAndHolds organizationId={organizationId} canManage={canManage} />
    </Box>
  );
}
