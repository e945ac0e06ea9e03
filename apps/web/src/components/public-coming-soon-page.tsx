import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PATHS } from '../lib/paths';
import { DocumentTitle } from './document-title';
import { PublicPageFrame } from './public-page-frame';

/** The stand-in for a signed-out page of later work (sign-up, invitation, password reset). */
export function PublicComingSoonPage({ title }: { title: string }) {
  return (
    <PublicPageFrame>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          This page is coming soon. In the meantime, you can sign in with your existing account.
        </Typography>
        <Button component={RouterLink} to={PATHS.login} variant="contained" size="large">
          Back to sign in
        </Button>
      </Paper>
    </PublicPageFrame>
  );
}
