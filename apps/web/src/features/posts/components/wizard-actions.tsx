import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { PublishMode } from '../publish-choice';
import type { Stage } from '../wizard-state';

interface WizardActionsProps {
  stage: Stage;
  onCancel: () => void;
  onSaveDraft: () => void;
  onNext: () => void;
  isDrafting: boolean;
  isPosting: boolean;
  /** Next waits while the assistant's record or its first reply is on its way. */
  isNextHeld: boolean;
  isDraftHeld: boolean;
  /** What the last step's button does: post now, schedule, or add to the queue. */
  publishMode: PublishMode;
}

const FINAL_LABELS: Record<PublishMode, string> = { now: 'Post', schedule: 'Schedule', queue: 'Add to queue' };

/** Cancel (back one step), Save as Draft, and Next — 'Post' ('Schedule', 'Add to queue') on the last step. */
export function WizardActions(props: WizardActionsProps) {
  const { stage, onCancel, onSaveDraft, onNext, isDrafting, isPosting, isNextHeld, isDraftHeld, publishMode } = props;
  const isLast = stage === 3;
  return (
    <Box
      sx={{
        // Phones: Cancel and Save as Draft side by side, Next (or Post) full width under them.
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'auto 1fr auto auto' },
        alignItems: 'center',
        gap: 1.5,
        mt: 3,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button variant="outlined" color="inherit" onClick={onCancel} disabled={stage === 1}>
        Cancel
      </Button>
      <Button variant="outlined" onClick={onSaveDraft} loading={isDrafting} disabled={isDraftHeld || isPosting} sx={{ gridColumn: { sm: 3 } }}>
        Save as Draft
      </Button>
      <Button
        variant="contained"
        onClick={onNext}
        loading={isPosting}
        disabled={isNextHeld || isDrafting}
        endIcon={isLast ? <SendOutlined /> : <ChevronRight />}
        sx={{ px: 3, gridColumn: { xs: '1 / -1', sm: 4 } }}
      >
        {isLast ? FINAL_LABELS[publishMode] : 'Next'}
      </Button>
    </Box>
  );
}
