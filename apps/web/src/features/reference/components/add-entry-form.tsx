import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceRecord } from '@roi/contract/posts';
import { useSaveReferenceEntry } from '../hooks/use-reference-lists';
import { LABEL_MAX_CHARS, labelProblem } from '../reference-lists';

/** Adds an entry at the end of the list (the server gives it the next order). */
export function AddEntryForm({ category, entries, listName }: { category: ReferenceCategory; entries: readonly ReferenceRecord[]; listName: string }) {
  const save = useSaveReferenceEntry();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = labelProblem(label, entries);
    setError(problem);
    if (problem) return;
    const added = label.trim();
    // Whatever was typed while the entry was being saved stays.
    save.mutate({ category, label: added, active: true }, { onSuccess: () => setLabel((current) => (current.trim() === added ? '' : current)) });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Add an entry to ${listName}`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label="New entry"
        size="small"
        value={label}
        onChange={(event) => {
          setLabel(event.target.value);
          if (error) setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LABEL_MAX_CHARS } }}
      />
      <Button type="submit" variant="contained" startIcon={<Add />} loading={save.isPending} sx={{ flexShrink: 0, minHeight: 40 }}>
        Add
      </Button>
    </Box>
  );
}
