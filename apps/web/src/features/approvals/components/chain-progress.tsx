import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReviewRecord } from '@roi/contract/approvals';

/** The chain's steps, the one the post is at marked, with who decides each. */
export function ChainProgress({ record }: { record: ReviewRecord }) {
  const { review, steps } = record;
  const isDone = review.state === 'approved';
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {isDone ? `Approved at every step (${review.step_count})` : `Step ${review.step + 1} of ${review.step_count}: ${review.step_name}`}
      </Typography>
      <Stepper activeStep={isDone ? steps.length : review.step} alternativeLabel sx={{ mt: 1, '& .MuiStepLabel-label': { fontSize: 13 } }}>
        {steps.map((step, index) => (
          <Step key={index} completed={isDone || index < review.step}>
            <StepLabel
              error={review.state === 'rejected' && index === review.step}
              optional={
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}>
                  {step.mode === 'all' ? 'All of' : 'Any of'}: {step.labels.join(', ')}
                </Typography>
              }
            >
              {step.name}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
