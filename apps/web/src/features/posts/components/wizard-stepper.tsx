import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { STAGES, type Stage } from '../wizard-state';

export const STAGE_TITLES: Record<Stage, string> = { 1: 'Post Setup', 2: 'ROI Assistant', 3: 'Edit & Preview' };

/** Where the user is in the three steps. */
export function WizardStepper({ stage }: { stage: Stage }) {
  return (
    <Stepper activeStep={stage - 1} alternativeLabel aria-label="Progress" sx={{ mb: { xs: 3, sm: 4 } }}>
      {STAGES.map((step) => (
        <Step key={step} completed={step < stage} aria-current={step === stage ? 'step' : undefined}>
          <StepLabel>{STAGE_TITLES[step]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
