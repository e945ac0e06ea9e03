import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Brush from '@mui/icons-material/BrushOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EditNote from '@mui/icons-material/EditNote';
import GroupAdd from '@mui/icons-material/GroupAddOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import type { OnboardingChecklistStep } from '@roi/contract/dashboard';
import type { DashboardLinks } from '../dashboard-links';

const STEPS: Record<OnboardingChecklistStep, { label: string; detail: string; icon: ReactNode }> = {
  connect_linkedin: { label: 'Connect LinkedIn', detail: 'Choose the pages your posts go to.', icon: <LinkedIn /> },
  brand: { label: 'Add your brand', detail: 'Your logo, colours and fonts.', icon: <Brush /> },
  first_post: { label: 'Write your first post', detail: 'The assistant helps you draft it.', icon: <EditNote /> },
  invite_team: { label: 'Invite your team', detail: 'Colleagues who write or approve posts.', icon: <GroupAdd /> },
};

/** The setup steps a new organisation has not done, each opening the onboarding at it, or its screen. */
export function OnboardingChecklist({ steps, links }: { steps: readonly OnboardingChecklistStep[]; links: DashboardLinks['onboarding'] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 3, borderColor: 'primary.main' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Get started
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {steps.length === 1 ? 'One step is left' : `${steps.length} steps are left`} to set up your organization.
      </Typography>
      <List sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 1, mt: 1, p: 0 }}>
        {steps.map((step) => (
          <ListItemButton key={step} component={RouterLink} to={links[step]} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <ListItemIcon sx={{ color: 'primary.main', minWidth: 40 }}>{STEPS[step].icon}</ListItemIcon>
            <ListItemText primary={STEPS[step].label} secondary={STEPS[step].detail} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
              <ChevronRight />
            </Box>
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
