import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  FACT_CATEGORIES,
  FACT_SOURCE_MAX_CHARS,
  FACT_STATEMENT_MAX_CHARS,
  FACT_VALUE_MAX_CHARS,
  factInputSchema,
  type FactCategory,
} from '@roi/contract/facts';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateFact } from '../hooks/use-facts';

const EMPTY = { statement: '', value: '', category: 'Workforce' as FactCategory, source: '', as_of: '', stale_after: '' };

/** One fact: the sentence a post may state, its figure, where it comes from and the day it was true. */
export function AddFactDialog({ organizationId, open, onClose }: { organizationId: number; open: boolean; onClose: () => void }) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateFact();

  function close() {
    setFields(EMPTY);
    setProblem(null);
    create.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...fields, stale_after: fields.stale_after || null, organization_id: organizationId };
    const checked = factInputSchema.safeParse(input);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please check the fact.');
    setProblem(null);
    create.mutate(input, { onSuccess: close, onError: (error) => setProblem(getErrorMessage(error)) });
  }

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  return (
    <Dialog open={open} onClose={close} fullScreen={isFullScreen} maxWidth="sm" fullWidth aria-labelledby="add-fact-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-fact-title">Add a fact</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Statement"
              helperText="The fact as a post may state it, e.g. “Our region has 1,200 trained machinists.”"
              value={fields.statement}
              onChange={set('statement')}
              required
              multiline
              minRows={2}
              autoFocus
              slotProps={{ htmlInput: { maxLength: FACT_STATEMENT_MAX_CHARS } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Figure"
                helperText="As posts write it: 1,200 · 12% · $5 million"
                value={fields.value}
                onChange={set('value')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: FACT_VALUE_MAX_CHARS } }}
              />
              <TextField select label="Category" value={fields.category} onChange={set('category')} fullWidth>
                {FACT_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {category}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label="Source"
              helperText="A link, or the name of the document it comes from"
              value={fields.source}
              onChange={set('source')}
              required
              slotProps={{ htmlInput: { maxLength: FACT_SOURCE_MAX_CHARS } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="True as of"
                type="date"
                value={fields.as_of}
                onChange={set('as_of')}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="Stale after (optional)"
                type="date"
                helperText="From this day the assistant no longer uses it"
                value={fields.stale_after}
                onChange={set('stale_after')}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Add fact
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
