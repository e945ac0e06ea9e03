import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ApiKeyRecord } from '@roi/contract/api-keys';
import { LoadFailed } from '../../../components/load-failed';
import { describePermissions, formatDate, STATUS_LABELS } from '../api-keys';
import { useApiKeys } from '../hooks/use-api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

const STATUS_COLORS = { active: 'success', expired: 'default', revoked: 'default' } as const;

/** /settings/api-keys: the organisation's keys for other tools, for its administrators. */
export function ApiKeysPage({ title }: { title: string }) {
  const headingId = useId();
  const keys = useApiKeys();
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 720 }}>
            Keys let a spreadsheet, CRM or website work with your organization's posts. Each key acts as the person who
            created it, limited to the actions it was given. Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          disabled={!keys.data}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          Create key
        </Button>
      </Stack>
      {keys.isPending ? (
        <Box role="status" aria-label="Loading API keys" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={96} />
          ))}
        </Box>
      ) : keys.isError ? (
        <LoadFailed title="The keys could not be loaded" error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.records.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            No API keys yet. Create one to connect another tool.
          </Typography>
        </Paper>
      ) : (
        <Stack component="ul" aria-label="API keys" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {keys.data.records.map((record) => (
            <ApiKeyItem key={record.id} record={record} onRevoke={() => setRevoking(record)} />
          ))}
        </Stack>
      )}
      {keys.data && (
        <CreateApiKeyDialog open={isCreating} grantable={keys.data.grantable} onClose={() => setCreating(false)} />
      )}
      <RevokeApiKeyDialog record={revoking} onClose={() => setRevoking(null)} />
    </Box>
  );
}

function ApiKeyItem({ record, onRevoke }: { record: ApiKeyRecord; onRevoke: () => void }) {
  const nameId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700 }}>
              {record.name}
            </Typography>
            <Chip size="small" label={STATUS_LABELS[record.status]} color={STATUS_COLORS[record.status]} variant="outlined" />
          </Stack>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary', mt: 0.5 }}>
            {record.shown}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {describePermissions(record.permissions)}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Created {formatDate(record.created_at, '')} by {record.created_by} · Expires {formatDate(record.expires_at, 'never')} ·
            Last used {formatDate(record.last_used_at, 'never')}
            {record.revoked_at && ` · Revoked ${formatDate(record.revoked_at, '')}`}
          </Typography>
        </Box>
        {record.status === 'active' && (
          <Box sx={{ flexShrink: 0 }}>
            <Button color="error" variant="outlined" onClick={onRevoke} aria-label={`Revoke ${record.name}`}>
              Revoke
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
