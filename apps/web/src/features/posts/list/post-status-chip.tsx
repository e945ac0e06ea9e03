import Chip from '@mui/material/Chip';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import { publishStatusLabel } from './post-format';

/**
 * A post's publish status as a small label coloured by the theme: posted, draft, or still in progress.
 * Filled, so that the theme's contrast text keeps even the light warning colour readable.
 */
export function PostStatusChip({ status }: { status: number }) {
  const color = status === PUBLISH_STATUS.posted ? 'success' : status === PUBLISH_STATUS.draft ? 'warning' : 'info';
  return (
    <Chip
      size="small"
      label={publishStatusLabel(status)}
      color={color}
      sx={{ fontWeight: 600 }}
    />
  );
}
