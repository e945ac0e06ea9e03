import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ReferenceRecord } from '@roi/contract/posts';
import { useSaveReferenceEntry } from '../hooks/use-reference-lists';
import { LABEL_MAX_CHARS, LABEL_MESSAGES, labelProblem, parseSortOrder, SORT_ORDER_MAX } from '../reference-lists';

interface ReferenceEntryRowProps {
  entry: ReferenceRecord;
  /** The whole list, to refuse a label another entry has. */
  entries: readonly ReferenceRecord[];
}

/** One entry: its label, order and whether it is offered, renamed in place and retired or restored. */
export function ReferenceEntryRow({ entry, entries }: ReferenceEntryRowProps) {
  const save = useSaveReferenceEntry();
  const [isEditing, setIsEditing] = useState(false);
  const [label, setLabel] = useState(entry.label);
  const [order, setOrder] = useState(String(entry.sort_order));
  const [labelError, setLabelError] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const labelId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  // Leaving the form returns the keyboard to the Edit button rather than to the top of the page.
  const isReturningFocus = useRef(false);
  useEffect(() => {
    if (!isEditing && isReturningFocus.current) {
      isReturningFocus.current = false;
      editButton.current?.focus();
    }
  }, [isEditing]);

  const startEditing = () => {
    setLabel(entry.label);
    setOrder(String(entry.sort_order));
    setLabelError(null);
    setOrderError(null);
    setIsEditing(true);
  };
  const stopEditing = () => {
    isReturningFocus.current = true;
    setIsEditing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const nextLabel = label.trim();
    const nextOrder = parseSortOrder(order);
    const problem = labelProblem(nextLabel, entries, entry.id);
    setLabelError(problem);
    setOrderError(nextOrder === null ? LABEL_MESSAGES.order : null);
    if (problem || nextOrder === null) return;
    if (nextLabel === entry.label && nextOrder === entry.sort_order) {
      stopEditing();
      return;
    }
    save.mutate(
      { id: entry.id, category: entry.category, label: nextLabel, sort_order: nextOrder, active: entry.active },
      { onSuccess: stopEditing },
    );
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !save.isPending) {
      event.stopPropagation();
      stopEditing();
    }
  };

  const toggleActive = (active: boolean) =>
    save.mutate({ id: entry.id, category: entry.category, label: entry.label, sort_order: entry.sort_order, active });

  if (isEditing) {
    return (
      <ListItem divider sx={{ display: 'block', py: 1.5 }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          onKeyDown={cancelOnEscape}
          aria-label={`Edit ${entry.label}`}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label="Label"
            size="small"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={Boolean(labelError)}
            helperText={labelError ?? undefined}
            autoFocus
            sx={{ flex: '1 1 220px' }}
            slotProps={{ htmlInput: { maxLength: LABEL_MAX_CHARS } }}
          />
          <TextField
            label="Order"
            type="number"
            size="small"
            value={order}
            onChange={(event) => setOrder(event.target.value)}
            error={Boolean(orderError)}
            helperText={orderError ?? undefined}
            sx={{ width: 136 }}
            slotProps={{ htmlInput: { min: 0, max: SORT_ORDER_MAX, step: 1, inputMode: 'numeric' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, pt: 0.25 }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save
            </Button>
            <Button onClick={stopEditing} disabled={save.isPending}>
              Cancel
            </Button>
          </Box>
        </Box>
      </ListItem>
    );
  }

  return (
    <ListItem
      divider
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.25,
        bgcolor: entry.active ? undefined : 'action.hover',
      }}
    >
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', minWidth: 64, fontVariantNumeric: 'tabular-nums' }}
        title="Order in the list"
      >
        Order {entry.sort_order}
      </Typography>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id={labelId}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: entry.active ? 'text.primary' : 'text.secondary' }}
          >
            {entry.label}
          </Typography>
          {!entry.active && <Chip size="small" variant="outlined" label="Retired" />}
        </Box>
        {entry.value !== entry.label && (
          <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Stored as {entry.value}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        <FormControlLabel
          label="Active"
          control={
            <Switch
              checked={entry.active}
              disabled={save.isPending}
              onChange={(event) => toggleActive(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': labelId } }}
            />
          }
        />
        <Button ref={editButton} size="small" startIcon={<EditOutlined />} onClick={startEditing} aria-label={`Edit ${entry.label}`}>
          Edit
        </Button>
      </Box>
    </ListItem>
  );
}
