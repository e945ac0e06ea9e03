import Chip from '@mui/material/Chip';
import type { PostRecord } from '@roi/contract/posts';
import { postStatusOf } from '../publishing-view';

/**
 * A post's publish status as a small label coloured by the theme: posted (or scheduled), draft, or still
 * in progress. Filled, so that the theme's contrast text keeps even the light warning colour readable.
 */
export function PostStatusChip({ post }: { post: Pick<PostRecord, 'publish_status' | 'targets'> }) {
  const { label, color } = postStatusOf(post);
  return <Chip size="small" label={label} color={color} sx={{ fontWeight: 600 }} />;
}
