import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { ASSISTANT_ACTIONS, type AssistantActionFlag } from '@roi/contract/post-rules';
import type { AssistantMessage } from '../chat-state';
import { useRevealedText } from '../hooks/use-revealed-text';
import { DraftSources } from './draft-sources';

interface AssistantReplyProps {
  message: AssistantMessage;
  /** The actions do nothing while a generation is in progress. */
  areActionsDisabled: boolean;
  onAction: (flag: AssistantActionFlag, text: string) => void;
}

/**
 * One reply of the ROI Assistant, typed out as it arrives. It is text, never HTML: React
 * escapes it, and pre-wrap keeps its line breaks.
 */
export function AssistantReply({ message, areActionsDisabled, onAction }: AssistantReplyProps) {
  const { shown, isRevealing } = useRevealedText(message.text, message.isRestored);
  const isWriting = message.isStreaming || isRevealing;
  return (
    <Box
      component="article"
      aria-label="ROI Assistant reply"
      aria-busy={isWriting}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', maxWidth: '100%' }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 32,
          height: 32,
          borderRadius: '50%',
          // Phones give the text the whole width.
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <AutoAwesome fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Paper variant="outlined" sx={{ px: 2, py: 1.5, borderTopLeftRadius: 4, bgcolor: 'background.paper' }}>
          {shown && (
            <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {shown}
            </Typography>
          )}
          {message.isStreaming && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: shown ? 1 : 0, color: 'text.secondary' }}>
              <CircularProgress size={16} aria-label="ROI Assistant is writing" />
              <Typography variant="body2">Writing…</Typography>
            </Box>
          )}
        </Paper>
        {message.writer && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Written by {message.writer}
          </Typography>
        )}
        {!isWriting && <DraftSources sources={message.sources} />}
        {/* Offered once the reply is whole and on screen: an action works on the text the reader sees. */}
        {!isWriting && (
          <Box role="group" aria-label="Reply actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {ASSISTANT_ACTIONS.map((action) => (
              <Button
                key={action.flag}
                size="small"
                variant={action.flag === 'OpenPreviewPanel' ? 'contained' : 'outlined'}
                disabled={areActionsDisabled}
                onClick={() => onAction(action.flag, message.text)}
                sx={{ textTransform: 'none' }}
              >
                {action.label}
              </Button>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
