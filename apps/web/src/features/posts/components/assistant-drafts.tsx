import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import type { AcceptedReply } from '../chat-state';
import { formatPostDateTime } from '../post-format';

interface AssistantDraftsProps {
  /** The assistant's answers the post took: those the server found as it last saved it, and those taken since. */
  drafts: readonly AcceptedReply[];
  /** The organisation's label LinkedIn receives with this post; null when none is added. */
  label: string | null;
}

/**
 * Which answers of the ROI Assistant the post came from, and the label it will carry
 * (docs/product/posts-and-assistant.md#drafted-with-the-assistant): accountable to readers and reviewers.
 */
export function AssistantDrafts({ drafts, label }: AssistantDraftsProps) {
  const headingId = useId();
  if (drafts.length === 0 && label === null) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <AutoAwesomeOutlined fontSize="small" aria-hidden />
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          AI assistance
        </Typography>
      </Box>
      {label !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Your organization labels posts drafted with the assistant: LinkedIn receives &ldquo;{label}&rdquo; at the end of this post.
        </Typography>
      )}
      {drafts.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 1 }}>
          {drafts.map((draft) => (
            <li key={draft.generation_id}>
              <Typography variant="body2">
                Drafted with the ROI Assistant: {draft.writer}
                {draft.created_at !== null && `, ${formatPostDateTime(draft.created_at)}`}
              </Typography>
              {draft.prompt !== null && (
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  Asked: {draft.prompt}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
