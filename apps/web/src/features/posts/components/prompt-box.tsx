import { useId, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { PROMPT_BOX_ROWS, PROMPT_MAX_CHARS } from '@roi/contract/post-rules';

interface PromptBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The assistant can take a prompt: its record exists and no generation is under way. */
  canAsk: boolean;
  isGenerating: boolean;
}

/** The prompt box: 2 to 5 rows, 'Generate', and Ctrl/Cmd+Enter to send from the keyboard. */
export function PromptBox({ value, onChange, onSubmit, canAsk, isGenerating }: PromptBoxProps) {
  const hintId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canAsk) onSubmit();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canAsk) onSubmit();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'flex-end' }, gap: 1.5 }}>
        <TextField
          multiline
          minRows={PROMPT_BOX_ROWS.min}
          maxRows={PROMPT_BOX_ROWS.max}
          fullWidth
          placeholder="Please enter your input text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          slotProps={{ htmlInput: { 'aria-label': 'Prompt', 'aria-describedby': hintId, maxLength: PROMPT_MAX_CHARS } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<AutoAwesome />}
          loading={isGenerating}
          loadingPosition="start"
          disabled={!canAsk}
          sx={{ flexShrink: 0, minHeight: 48 }}
        >
          Generate
        </Button>
      </Box>
      <Typography id={hintId} variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.75 }}>
        Press Ctrl+Enter (⌘+Enter on a Mac) to generate. Once there is a reply, a prompt asks the assistant to
        rework the latest one.
      </Typography>
    </Box>
  );
}
