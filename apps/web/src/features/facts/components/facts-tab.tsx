import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import type { Fact } from '@roi/contract/facts';
import { LoadFailed } from '../../../components/load-failed';
import { FactSourceLine } from '../../../components/fact-source-line';
import { formatDay } from '../../../lib/calendar-day';
import { useDeleteFact, useFacts } from '../hooks/use-facts';
import { AddFactDialog } from './add-fact-dialog';
import { ImportFactsDialog } from './import-facts-dialog';

interface FactsTabProps {
  /** Whose library: the caller's organisation, or the client an agency user chose. */
  organizationId: number;
  /** Whether the menu grants changing the library (Content Hub, Publish); reading it needs only the screen. */
  canEdit: boolean;
}

/**
 * The organisation's fact library: what its posts may state, each with its source and the day it was
 * true. The ROI Assistant drafts from these, and the editor flags figures none of them gives.
 */
export function FactsTab({ organizationId, canEdit }: FactsTabProps) {
  const headingId = useId();
  const facts = useFacts(organizationId);
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box>
          <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            Fact library
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 720 }}>
            The figures and facts your posts may state — workforce, incentives, sites, announcements — each with its source and
            the date it was true. The ROI Assistant writes from the relevant ones and shows them as the draft&apos;s sources; the
            editor flags any figure that matches none.
          </Typography>
        </Box>
        {canEdit && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              Add fact
            </Button>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setDialog('import')}>
              Import CSV
            </Button>
          </Stack>
        )}
      </Stack>
      {facts.isPending ? (
        <Box role="status" aria-label="Loading facts" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={88} />
          ))}
        </Box>
      ) : facts.isError ? (
        <LoadFailed title="The facts could not be loaded" error={facts.error} onRetry={() => void facts.refetch()} />
      ) : facts.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {canEdit
              ? 'No facts yet. Add the figures your posts may state, or import them from a CSV file, so the ROI Assistant can write from them.'
              : 'No facts yet. Someone who manages the Content Hub can add the figures your posts may state.'}
          </Typography>
        </Paper>
      ) : (
        <Stack component="ul" aria-label="Facts" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {facts.data.map((fact) => (
            <FactItem key={fact.fact_id} fact={fact} canEdit={canEdit} />
          ))}
        </Stack>
      )}
      <AddFactDialog organizationId={organizationId} open={dialog === 'add'} onClose={() => setDialog(null)} />
      <ImportFactsDialog organizationId={organizationId} open={dialog === 'import'} onClose={() => setDialog(null)} />
    </Box>
  );
}

function FactItem({ fact, canEdit }: { fact: Fact; canEdit: boolean }) {
  const statementId = useId();
  const remove = useDeleteFact();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={statementId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id={statementId} component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {fact.statement}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
        <Chip size="small" label={fact.category} variant="outlined" />
        {fact.value && <Chip size="small" variant="outlined" label={`Figure: ${fact.value}`} />}
        {fact.is_stale ? (
          <Chip size="small" color="warning" label={`Stale since ${formatDay(fact.stale_after ?? fact.as_of)}`} />
        ) : (
          fact.stale_after && <Chip size="small" variant="outlined" label={`Stale from ${formatDay(fact.stale_after)}`} />
        )}
      </Stack>
      <FactSourceLine source={fact.source} asOf={fact.as_of} />
      {canEdit && (
        <Box>
          <Button color="error" size="small" disabled={remove.isPending} onClick={() => remove.mutate(fact.fact_id)} aria-label={`Remove the fact: ${fact.statement}`}>
            Remove
          </Button>
        </Box>
      )}
    </Paper>
  );
}
