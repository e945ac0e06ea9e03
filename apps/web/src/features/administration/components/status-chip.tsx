import Chip from '@mui/material/Chip';
import { statusLabel, type UserStatus } from '../user-status';

const COLORS = { active: 'success', invited: 'info', disabled: 'default' } as const;

/** A user's status as a small coloured label. */
export function StatusChip({ status }: { status: UserStatus }) {
  return (
    <Chip
      size="small"
      label={statusLabel(status)}
      color={COLORS[status]}
      variant={status === 'disabled' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
