import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { MESSAGES } from '@roi/contract/messages';
import { QUEUE_SLOTS_MAX, WEEKDAY_NAMES, type QueueSlot } from '@roi/contract/scheduling';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { schedulingKeys } from '../api/query-keys';
import { saveQueueSlots } from '../api/queue-slots';

interface QueueSettingsDialogProps {
  /** Agency users name the organisation; others set their own. */
  organizationId: number | undefined;
  slots: readonly QueueSlot[];
  timeZone: string;
  onClose: () => void;
}

/** "Posting queue": the weekly times "Add to queue" fills, on the organisation's clock. */
export function QueueSettingsDialog({ organizationId, slots, timeZone, onClose }: QueueSettingsDialogProps) {
  const titleId = useId();
  const [rows, setRows] = useState<QueueSlot[]>(() => [...slots]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveQueueSlots({ ...(organizationId === undefined ? {} : { organization_id: organizationId }), slots: rows }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: schedulingKeys.calendars() });
      showSuccessToast(MESSAGES.queueSlotsSaved);
      onClose();
    },
  });
  const change = (index: number, slot: Partial<QueueSlot>) => setRows(rows.map((row, at) => (at === index ? { ...row, ...slot } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Posting queue</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            “Add to queue” schedules a post at the next of these times that no other post holds. Times are on the organization’s
            clock ({timeZone}).
          </DialogContentText>
          {rows.length === 0 && <Alert severity="info">No posting times yet: add the first one.</Alert>}
          {rows.map((row, index) => (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label="Day"
                value={row.weekday}
                onChange={(event) => change(index, { weekday: Number(event.target.value) })}
                sx={{ flex: 1 }}
              >
                {WEEKDAY_NAMES.map((name, day) => (
                  <MenuItem key={name} value={day + 1}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                type="time"
                label="Time"
                value={row.time}
                onChange={(event) => change(index, { time: event.target.value.slice(0, 5) })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
                sx={{ width: 140 }}
              />
              <IconButton
                aria-label={`Remove ${WEEKDAY_NAMES[row.weekday - 1] ?? ''} ${row.time}`}
                onClick={() => setRows(rows.filter((_row, at) => at !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button
              startIcon={<Add />}
              onClick={() => setRows([...rows, { weekday: 1, time: '09:00' }])}
              disabled={rows.length >= QUEUE_SLOTS_MAX}
            >
              Add a time
            </Button>
          </Box>
          {save.isError && <Alert severity="error">{getErrorMessage(save.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save posting times
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
