import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { DetailList } from '../../../components/detail-list';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { useSupportContact } from '../hooks/use-support-contact';

/** Whom to ask: the support contact the reader's own organisation named, at the top of Help. */
export function SupportContactCard() {
  const { data, error, isPending } = useSupportContact();
  const headingId = 'help-support-contact';

  let content;
  if (isPending) {
    content = (
      <Box role="status" aria-label="Loading your support contact">
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </Box>
    );
  } else if (error) {
    content = <Alert severity="warning">Your support contact could not be loaded: {getErrorMessage(error)}</Alert>;
  } else if (!data.data.contact) {
    content = (
      <Typography sx={{ color: 'text.secondary' }}>
        {data.data.organization_name} has not named a support contact yet.{' '}
        {data.data.can_edit ? (
          <>
            You can name one in{' '}
            <Link component={RouterLink} to={PATHS.organizationSettings}>
              Organization Settings
            </Link>
            .
          </>
        ) : (
          'Ask an administrator of your organization, or read the articles below.'
        )}
      </Typography>
    );
  } else {
    const { name, email, phone, url } = data.data.contact;
    const rows: [string, ReactNode][] = [
      ['Name', name || null],
      ['Email', email ? <Link href={`mailto:${email}`}>{email}</Link> : null],
      ['Phone', phone ? <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link> : null],
      ['Web', url ? <Link href={url} target="_blank" rel="noreferrer">{url}</Link> : null],
    ];
    content = <DetailList rows={rows.filter(([, value]) => value !== null)} layout="compact" />;
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'flex', gap: 2 }}>
      <SupportAgentOutlined sx={{ color: 'text.secondary', mt: 0.25, display: { xs: 'none', sm: 'block' } }} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {data?.data.contact ? `Your support contact at ${data.data.organization_name}` : 'Your support contact'}
        </Typography>
        {content}
      </Box>
    </Paper>
  );
}
