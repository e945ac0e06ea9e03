import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import type { AssistantActionFlag } from '@roi/contract/post-rules';
import type { PromptSuggestion } from '@roi/contract/posts';
import { AssistantReply } from './assistant-reply';
import type { ChatMessage } from '../chat-state';

/** Within this many pixels of the bottom the log follows new text; further up, the reader is reading. */
const FOLLOW_THRESHOLD_PX = 48;

interface ChatLogProps {
  messages: ChatMessage[];
  /** The prompt suggestions of the next-step data; null while the record (and so they) is being made. */
  suggestions: PromptSuggestion[] | null;
  isGenerating: boolean;
  canAsk: boolean;
  onSuggestion: (suggestion: string) => void;
  onAction: (flag: AssistantActionFlag, text: string) => void;
}

/** The chat with the ROI Assistant; before the first message, the prompt suggestions. */
export function ChatLog({ messages, suggestions, isGenerating, canAsk, onSuggestion, onAction }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);

  // Text grows inside the replies as it is typed out: follow it down while the reader is at the bottom,
  // judged against the height before this growth (a reader who scrolled up to read is left there).
  useEffect(() => {
    const box = scroller.current;
    const inner = content.current;
    if (!box || !inner) return;
    let previousHeight = box.scrollHeight;
    const observer = new ResizeObserver(() => {
      if (previousHeight - box.scrollTop - box.clientHeight <= FOLLOW_THRESHOLD_PX) box.scrollTop = box.scrollHeight;
      previousHeight = box.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // A new message (the reader's own prompt, or a reply starting) is shown wherever the reader was.
  useEffect(() => {
    const box = scroller.current;
    if (box && messages.length > 0) box.scrollTop = box.scrollHeight;
  }, [messages.length]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label="Chat"
      aria-busy={isGenerating}
      tabIndex={0}
      sx={{
        minHeight: 260,
        maxHeight: { xs: '55vh', md: '60vh' },
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'action.hover',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box ref={content} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
        {messages.length === 0 && <Suggestions suggestions={suggestions} canAsk={canAsk} onSuggestion={onSuggestion} />}
        {messages.map((message) =>
          message.author === 'user' ? (
            <UserPrompt key={message.id} text={message.text} />
          ) : (
            <AssistantReply key={message.id} message={message} areActionsDisabled={isGenerating} onAction={onAction} />
          ),
        )}
      </Box>
    </Box>
  );
}

function UserPrompt({ text }: { text: string }) {
  return (
    <Box component="article" aria-label="Your prompt" sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Typography
        component="p"
        sx={{
          maxWidth: '85%',
          px: 2,
          py: 1.25,
          borderRadius: 3,
          borderTopRightRadius: 4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}

const SUGGESTIONS_HEADING_ID = 'prompt-suggestions-heading';

interface SuggestionsProps {
  suggestions: PromptSuggestion[] | null;
  canAsk: boolean;
  onSuggestion: (suggestion: string) => void;
}

function Suggestions({ suggestions, canAsk, onSuggestion }: SuggestionsProps) {
  return (
    <Box component="section" aria-labelledby={SUGGESTIONS_HEADING_ID}>
      <Typography
        id={SUGGESTIONS_HEADING_ID}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
      >
        <TipsAndUpdatesOutlined fontSize="small" color="primary" aria-hidden />
        Prompt Suggestions For You
      </Typography>
      {suggestions === null ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography>Analyzing your keywords and tone...</Typography>
        </Box>
      ) : suggestions.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Describe the post you want in the box below, and the ROI Assistant will write it.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {suggestions.map(({ suggestion }) => (
            <li key={suggestion}>
              <Button
                variant="outlined"
                fullWidth
                disabled={!canAsk}
                onClick={() => onSuggestion(suggestion)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', py: 1, bgcolor: 'background.paper' }}
              >
                {suggestion}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
