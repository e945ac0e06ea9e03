import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { SANDBOX_LABEL } from '@roi/contract/publishing-rules';
import { PATHS } from '../../../lib/paths';
import { useConnections } from '../hooks/use-connections';
import { useOrganizationChoice } from '../hooks/use-organization-choice';
import { pathWithOrganization } from '../organization-choice';
import { ConnectLinkedInButton } from './connect-linkedin-button';
import { OrganizationConnections } from './organization-connections';
import { OrganizationSelect } from './organization-select';
import { SandboxChip } from '../../../components/sandbox-chip';
import { PageHeader } from '../../../components/page-header';

/** A screen under /settings that the user's menu grants. */
export interface SettingsLink {
  path: string;
  label: string;
}

interface SettingsPageProps {
  title: string;
  userId: number;
  ownOrganizationId: number;
  subPages: readonly SettingsLink[];
}

/** /settings: the organisation's LinkedIn connections, and the settings screens the user may open. */
export function SettingsPage({ title, userId, ownOrganizationId, subPages }: SettingsPageProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 960 }}>
      <PageHeader
        title={title}
        headingId={headingId}
        description="The social accounts your posts are published to, and the rest of your settings."
      />
      <SocialAccounts userId={userId} ownOrganizationId={ownOrganizationId} />
      {subPages.length > 0 && <SettingsLinks links={subPages} />}
    </Box>
  );
}

function SocialAccounts({ userId, ownOrganizationId }: { userId: number; ownOrganizationId: number }) {
  const headingId = useId();
  const organization = useOrganizationChoice(ownOrganizationId);
  const { data } = useConnections(userId, organization.organizationId);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            Social accounts
          </Typography>
          {data?.sandbox && <SandboxChip />}
        </Box>
        {data?.can_publish && <ConnectLinkedInButton organizationId={organization.organizationId} />}
      </Box>

      {data?.sandbox && (
        <Alert severity="info" variant="outlined">
          No LinkedIn credentials are set on this server, so connections and posts go to the {SANDBOX_LABEL} network
          instead of LinkedIn.{' '}
          <Link component={RouterLink} to={pathWithOrganization(PATHS.sandboxFeed, organization.organizationId)}>
            Open the sandbox feed
          </Link>
        </Alert>
      )}

      {data && !data.can_publish && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only people who may publish can connect LinkedIn or change where posts go.
        </Typography>
      )}

      <OrganizationSelect choice={organization} />
      <OrganizationConnections userId={userId} organizationId={organization.organizationId} />
    </Paper>
  );
}

function SettingsLinks({ links }: { links: readonly SettingsLink[] }) {
  const headingId = useId();
  return (
    <Paper component="nav" variant="outlined" aria-labelledby={headingId} sx={{ mt: 3, overflow: 'hidden' }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        More settings
      </Typography>
      <List disablePadding>
        {links.map((link) => (
          <li key={link.path}>
            <ListItemButton component={RouterLink} to={link.path} divider sx={{ px: { xs: 2, sm: 3 } }}>
              <ListItemText primary={link.label} />
              <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
