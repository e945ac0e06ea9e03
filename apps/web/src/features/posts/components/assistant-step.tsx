import { useState } from 'react';
import Box from '@mui/material/Box';
import { MESSAGES } from '@roi/contract/messages';
import type { AssistantActionFlag } from '@roi/contract/post-rules';
import type { PromptSuggestion } from '@roi/contract/posts';
import { ChatLog } from './chat-log';
import type { ChatMessage } from '../chat-state';
import { showPostWarning } from '../create-post-toasts';
import { PromptBox } from './prompt-box';
import { SetupChips, type SetupChip } from './setup-chips';

interface AssistantStepProps {
  chips: SetupChip[];
  messages: ChatMessage[];
  suggestions: PromptSuggestion[] | null;
  isGenerating: boolean;
  canAsk: boolean;
  /** Resolves whether the assistant answered. */
  onAsk: (prompt: string) => Promise<boolean>;
  onAction: (flag: AssistantActionFlag, text: string) => void;
}

/** Stage 2, 'ROI Assistant': the setup as chips, the chat and the prompt box. */
export function AssistantStep({ chips, messages, suggestions, isGenerating, canAsk, onAsk, onAction }: AssistantStepProps) {
  const [prompt, setPrompt] = useState('');

  const ask = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) {
      showPostWarning(MESSAGES.giveSomeText);
      return;
    }
    setPrompt('');
    const isAnswered = await onAsk(trimmed);
    // Nothing the user wrote is lost: a prompt that got no answer goes back to the box to try again.
    if (!isAnswered) setPrompt((current) => current || text);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SetupChips chips={chips} />
      <ChatLog
        messages={messages}
        suggestions={suggestions}
        isGenerating={isGenerating}
        canAsk={canAsk}
        onSuggestion={(suggestion) => void ask(suggestion)}
        onAction={onAction}
      />
      <PromptBox value={prompt} onChange={setPrompt} onSubmit={() => void ask(prompt)} canAsk={canAsk} isGenerating={isGenerating} />
    </Box>
  );
}
