import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ARCHIVE_CONTENT_TYPES,
  HOLD_REASON_MAX_LENGTH,
  RETENTION_YEARS_MAX,
  RETENTION_YEARS_MIN,
  type ArchiveContentType,
} from '@roi/contract/archive';
import { LoadFailed } from '../../../components/load-failed';
import { useLiftHold, usePlaceHold, useRecordsSettings, useSaveRetention } from '../hooks/use-records';

const CONTENT_TYPE_LABELS: Record<ArchiveContentType, string> = {
  post: 'Posts and their changes',
  assistant: 'ROI Assistant prompts and answers',
  comment: 'Comments',
  approval: 'Approvals',
  publication: 'Publications',
  export: 'Exports',
};

/** How long each kind of record is kept, and the legal holds that keep records past it. */
export function RetentionAndHolds({ organizationId, canManage }: { organizationId: number; canManage: boolean }) {
  const settings = useRecordsSettings(organizationId);
  if (settings.isPending) {
    return (
      <Box role="status" aria-label="Loading retention" aria-busy="true">
        <Skeleton height={160} />
      </Box>
    );
  }
  if (settings.isError) return <LoadFailed title="The retention could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <RetentionForm key={JSON.stringify(settings.data.retention)} organizationId={organizationId} saved={settings.data.retention} canManage={canManage} />
      <Holds organizationId={organizationId} holds={settings.data.holds} canManage={canManage} />
    </Box>
  );
}

function RetentionForm({
  organizationId,
  saved,
  canManage,
}: {
  organizationId: number;
  saved: Record<ArchiveContentType, number>;
  canManage: boolean;
}) {
  const headingId = useId();
  const [years, setYears] = useState<Record<ArchiveContentType, string>>(
    Object.fromEntries(ARCHIVE_CONTENT_TYPES.map((type) => [type, String(saved[type])])) as Record<ArchiveContentType, string>,
  );
  const save = useSaveRetention();
  const problemOf = (value: string) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= RETENTION_YEARS_MIN && number <= RETENTION_YEARS_MAX
      ? undefined
      : `Whole years from ${RETENTION_YEARS_MIN} to ${RETENTION_YEARS_MAX}`;
  };
  const hasProblem = ARCHIVE_CONTENT_TYPES.some((type) => problemOf(years[type]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasProblem) return;
    const retention = Object.fromEntries(ARCHIVE_CONTENT_TYPES.map((type) => [type, Number(years[type])])) as Record<ArchiveContentType, number>;
    save.mutate({ organization_id: organizationId, retention });
  };
  return (
    <Paper variant="outlined" component="form" aria-labelledby={headingId} onSubmit={submit} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        Retention
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Years each kind of record is kept from the day it was made. Once a day, records past their time are removed,
        unless a legal hold keeps them.
      </Typography>
      <Stack spacing={1.5}>
        {ARCHIVE_CONTENT_TYPES.map((type) => (
          <TextField
            key={type}
            label={`${CONTENT_TYPE_LABELS[type]} (years)`}
            type="number"
            size="small"
            value={years[type]}
            disabled={!canManage}
            onChange={(event) => setYears((current) => ({ ...current, [type]: event.target.value }))}
            error={Boolean(problemOf(years[type]))}
            helperText={problemOf(years[type])}
            slotProps={{ htmlInput: { min: RETENTION_YEARS_MIN, max: RETENTION_YEARS_MAX, step: 1 } }}
          />
        ))}
      </Stack>
      {canManage && (
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={hasProblem || save.isPending}>
          Save retention
        </Button>
      )}
    </Paper>
  );
}

function Holds({
  organizationId,
  holds,
  canManage,
}: {
  organizationId: number;
  holds: readonly { id: number; post_id: number | null; reason: string; placed_by_name: string; placed_at: string }[];
  canManage: boolean;
}) {
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [postId, setPostId] = useState('');
  const place = usePlaceHold();
  const lift = useLiftHold();
  const isPostIdBad = postId !== '' && !/^[1-9]\d{0,9}$/.test(postId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '' || isPostIdBad) return;
    place.mutate(
      { organization_id: organizationId, reason, ...(postId ? { post_id: Number(postId) } : {}) },
      {
        onSuccess: () => {
          setReason('');
          setPostId('');
        },
      },
    );
  };
  return (
    <Paper variant="outlined" aria-labelledby={headingId} component="section" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        Legal holds
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        While a hold is in force, nothing it covers is removed, whatever the retention.
      </Typography>
      {holds.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
          No legal holds.
        </Typography>
      ) : (
        <Stack component="ul" aria-label="Legal holds in force" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {holds.map((hold) => (
            <Paper component="li" variant="outlined" key={hold.id} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{hold.post_id === null ? 'Every record' : `Post ${hold.post_id}`}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{hold.reason}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Placed by {hold.placed_by_name} on {new Date(hold.placed_at).toLocaleDateString()}
              </Typography>
              {canManage && (
                <Button
                  size="small"
                  sx={{ mt: 0.5 }}
                  disabled={lift.isPending}
                  onClick={() => lift.mutate({ organization_id: organizationId, hold_id: hold.id })}
                  aria-label={`Lift the hold: ${hold.reason}`}
                >
                  Lift hold
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {canManage && (
        <Box component="form" aria-label="Place a legal hold" onSubmit={submit}>
          <Stack spacing={1.5}>
            <TextField
              label="Reason"
              size="small"
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: HOLD_REASON_MAX_LENGTH } }}
            />
            <TextField
              label="Post number (empty for every record)"
              size="small"
              value={postId}
              onChange={(event) => setPostId(event.target.value.trim())}
              error={isPostIdBad}
              helperText={isPostIdBad ? 'A post number is digits only' : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button type="submit" variant="outlined" disabled={reason.trim() === '' || isPostIdBad || place.isPending} sx={{ alignSelf: 'flex-start' }}>
              Place hold
            </Button>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
