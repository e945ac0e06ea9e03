import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import X from '@mui/icons-material/X';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { brandTextColor } from '../../../lib/theme';
import { ONBOARDING_MESSAGES } from '../messages';
import { onboardingPath, ONBOARDING_STEP_COUNT, STEP_PARAM, stepOf } from '../steps';
import { credentialsProblem, type CredentialsProblem } from '../validation';

/** What a saving step (5 and 6) gets from the wizard. */
export interface OnboardingStepSlot {
  onBack: () => void;
  onSaved: () => void;
  /** The id of the step's heading, which names its form. */
  labelledBy: string;
}

interface OnboardingWizardProps {
  /** The signed-in user's address, offered on step 2. */
  email: string;
  /**
   * Step 3's LinkedIn tile: Settings' own Connect LinkedIn, which comes back to `returnPath` (step 4)
   * once the accounts are chosen.
   */
  renderLinkedInConnect: (returnPath: string) => ReactNode;
  /** Step 4: the organisation's connections with the accounts its posts go to, as in Settings. */
  renderConnections: (returnPath: string) => ReactNode;
  /** Step 5 'Organization Details', saving the organisation's website, country and time zone. */
  renderDetailsStep: (slot: OnboardingStepSlot) => ReactNode;
  /** Step 6 'Brand Identity', saving logo, colours and fonts. */
  renderBrandStep: (slot: OnboardingStepSlot) => ReactNode;
  /** After step 6 has saved. */
  onFinish: () => void;
  /** 'Skip setup': the onboarding is put aside for good. */
  onDismiss: () => void;
  isDismissing: boolean;
}

const HEADING_ID = 'onboarding-step-heading';

/** The networks to come: LinkedIn, connected for real, comes first. */
const PLATFORMS_TO_COME = [
  { name: 'X Profile', icon: <X /> },
  { name: 'Facebook Page', icon: <Facebook /> },
  { name: 'Instagram Profile', icon: <Instagram /> },
] as const;

/** The onboarding wizard of 6 steps; the step shown is the address's `step`. */
export function OnboardingWizard(props: OnboardingWizardProps) {
  const { email, renderLinkedInConnect, renderConnections, renderDetailsStep, renderBrandStep, onFinish, onDismiss, isDismissing } = props;
  const [params, setParams] = useSearchParams();
  const step = stepOf(params.get(STEP_PARAM));
  const setStep = (next: number) => setParams({ [STEP_PARAM]: String(next) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // A new step is announced by moving focus to its heading (not on arrival, where the page has its own).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const slot = (onSaved: () => void): OnboardingStepSlot => ({
    onBack: () => setStep(step - 1),
    onSaved,
    labelledBy: HEADING_ID,
  });

  const steps: Record<number, { title: string; intro?: string; body: ReactNode }> = {
    1: {
      title: 'Step into the Future of Economic Development',
      body: <LandingStep onStart={() => setStep(2)} />,
    },
    2: {
      title: "Let's get you Started",
      intro: 'Confirm your business email and password to set up your workspace.',
      body: <CredentialsStep email={email} onConfirmed={() => setStep(3)} />,
    },
    3: {
      title: 'Connect Your Social Media',
      intro: 'Connect LinkedIn to publish your posts there.',
      body: <ConnectStep linkedIn={renderLinkedInConnect(onboardingPath(4))} onBack={() => setStep(2)} onNext={() => setStep(4)} />,
    },
    4: {
      title: 'Choose Your LinkedIn Page(s)',
      intro: 'Tick the profiles and pages your posts go to, and save the choice.',
      body: (
        <>
          {renderConnections(onboardingPath(4))}
          <StepActions>
            <Button variant="outlined" size="large" onClick={() => setStep(3)} sx={actionSx}>
              Back
            </Button>
            <Button variant="contained" size="large" onClick={() => setStep(5)} sx={actionSx}>
              Continue
            </Button>
          </StepActions>
        </>
      ),
    },
    5: {
      title: 'Organization Details',
      intro: 'Your website, country and time zone help us plan and schedule your posts.',
      body: renderDetailsStep(slot(() => setStep(6))),
    },
    6: {
      title: 'Brand Identity',
      intro: 'Your logo, colours and fonts are applied across the product as soon as you save them.',
      body: renderBrandStep(slot(onFinish)),
    },
  };
  const current = steps[step] ?? steps[1]!;

  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', mt: { md: 2 }, p: { xs: 2.5, sm: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: 1 }}>
          Step {step} of {ONBOARDING_STEP_COUNT}
        </Typography>
        <Button size="small" color="inherit" onClick={onDismiss} loading={isDismissing} sx={{ color: 'text.secondary' }}>
          Skip setup
        </Button>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(step / ONBOARDING_STEP_COUNT) * 100}
        aria-label={`Onboarding progress, step ${step} of ${ONBOARDING_STEP_COUNT}`}
        sx={{ mb: 3, height: 6, borderRadius: 3 }}
      />
      <Typography
        id={HEADING_ID}
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h2"
        sx={{ fontSize: { xs: 26, sm: 32 }, mb: current.intro ? 1 : 2, outline: 'none' }}
      >
        {current.title}
      </Typography>
      {current.intro && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{current.intro}</Typography>}
      {current.body}
    </Paper>
  );
}

function StepActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, mt: 3 }}>{children}</Box>;
}

const actionSx = { flex: 1, py: 1.5 } as const;

function LandingStep({ onStart }: { onStart: () => void }) {
  return (
    <>
      <Typography variant="h6" component="p" sx={(theme) => ({ color: brandTextColor(theme), fontWeight: 700 })}>
        Social Media
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>Connect. Engage. Grow.</Typography>
      <StepActions>
        <Button variant="contained" size="large" onClick={onStart} sx={actionSx}>
          Get Started
        </Button>
      </StepActions>
    </>
  );
}

function CredentialsStep({ email: initialEmail, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(true);
  const [problem, setProblem] = useState<CredentialsProblem | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = credentialsProblem(email, password);
    setProblem(found);
    if (found) {
      showErrorToast(found.message);
      return;
    }
    showSuccessToast(ONBOARDING_MESSAGES.step2Confirmed);
    onConfirmed();
  };
  const errorOf = (field: CredentialsProblem['field']) => (problem?.field === field ? problem.message : null);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id="onboarding-email"
        label="Business Email"
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(null);
        }}
        error={Boolean(errorOf('email'))}
        helperText={errorOf('email') || ' '}
        autoComplete="username"
        fullWidth
      />
      <TextField
        id="onboarding-password"
        label="Password"
        type="password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblem(null);
        }}
        error={Boolean(errorOf('password'))}
        helperText={errorOf('password') || ' '}
        autoComplete="current-password"
        fullWidth
      />
      <FormControlLabel
        control={<Checkbox checked={isRemembered} onChange={(event) => setIsRemembered(event.target.checked)} />}
        label="Remember me"
      />
      <StepActions>
        <Button type="submit" variant="contained" size="large" sx={actionSx}>
          Confirm
        </Button>
      </StepActions>
    </Box>
  );
}

function ConnectStep({ linkedIn, onBack, onNext }: { linkedIn: ReactNode; onBack: () => void; onNext: () => void }) {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {linkedIn}
        {PLATFORMS_TO_COME.map((platform) => (
          <Button
            key={platform.name}
            variant="outlined"
            size="large"
            startIcon={platform.icon}
            disabled
            aria-describedby="onboarding-connect-soon"
            sx={{ justifyContent: 'flex-start', py: 1.5, gap: 1 }}
          >
            <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
              {platform.name}
            </Box>
            <Chip label="Soon" size="small" sx={{ pointerEvents: 'none' }} />
          </Button>
        ))}
      </Box>
      <Typography id="onboarding-connect-soon" variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        X, Facebook and Instagram come later. You can connect LinkedIn now or later in Settings.
      </Typography>
      <StepActions>
        <Button variant="outlined" size="large" onClick={onBack} sx={actionSx}>
          Back
        </Button>
        <Button variant="contained" size="large" onClick={onNext} sx={actionSx}>
          Continue
        </Button>
      </StepActions>
    </>
  );
}
