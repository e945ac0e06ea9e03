import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { useEndOnboarding, useIsOnboardingOffered } from '../hooks/use-onboarding';
import { onboardingPath } from '../steps';

/**
 * Above every screen of the main shell while the organisation's onboarding is open and the user may go
 * through it: the way back into it, and a way to put it aside for good.
 */
export function OnboardingOffer() {
  const headingId = useId();
  const isOffered = useIsOnboardingOffered();
  const dismiss = useEndOnboarding();
  if (!isOffered) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Alert
        severity="info"
        icon={<RocketLaunchOutlined />}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button color="inherit" size="small" onClick={() => dismiss.mutate({ state: 'dismissed' })} loading={dismiss.isPending}>
              Dismiss
            </Button>
            <Button component={RouterLink} to={onboardingPath(3)} variant="contained" size="small">
              Continue setup
            </Button>
          </Box>
        }
        sx={{
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          // On a phone the text takes the width, the buttons go under it, and the icon gives way.
          '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
          '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
        }}
      >
        <AlertTitle id={headingId}>Finish setting up</AlertTitle>
        Connect LinkedIn and add your brand, then write your first post.
      </Alert>
    </Box>
  );
}
