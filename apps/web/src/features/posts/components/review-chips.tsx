import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { PostRecord } from '@roi/contract/posts';
import { formatInZone } from '@roi/contract/publishing-rules';
import { reviewChipOf } from '../review-view';

/** Where the post is in its approval chain, and its embargo: wherever the post is listed. */
export function ReviewChips({ post }: { post: Pick<PostRecord, 'review' | 'not_before' | 'timezone'> }) {
  const review = reviewChipOf(post);
  return (
    <>
      {review && (
        <Tooltip title={review.detail ?? ''}>
          <Chip size="small" color={review.color} variant="outlined" label={review.label} />
        </Tooltip>
      )}
      {post.not_before && (
        <Chip size="small" color="warning" variant="outlined" label={`Embargoed until ${formatInZone(new Date(post.not_before), post.timezone)}`} />
      )}
    </>
  );
}
