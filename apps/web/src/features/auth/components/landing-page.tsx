import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '../../../components/document-title';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { PATHS } from '../../../lib/paths';

/** The landing page: the product's message and the way in. */
export function LandingPage() {
  return (
    <PublicPageFrame>
      <DocumentTitle title="Social media for economic development" />
      <Box sx={{ maxWidth: 820, textAlign: 'center', py: { xs: 4, md: 8 } }}>
        <Typography
          component="p"
          sx={(theme) => ({
            display: 'inline-block',
            mb: 3,
            px: 2,
            py: 0.5,
            borderRadius: 999,
            fontWeight: 700,
            fontSize: 14,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            bgcolor: 'secondary.main',
            color: theme.palette.secondary.contrastText,
          })}
        >
          Social Media
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: 36, sm: 52, md: 64 }, lineHeight: 1.08, letterSpacing: '-0.025em', fontWeight: 800 }}
        >
          Step into the Future of Economic Development
        </Typography>
        <Typography sx={{ mt: 3, fontSize: { xs: 20, sm: 24 }, fontWeight: 600, color: 'text.secondary' }}>
          Connect. Engage. Grow.
        </Typography>
        <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 560, color: 'text.secondary' }}>
          Plan, draft, preview and publish your organisation&apos;s social media posts, with an AI writing
          assistant that knows your goals, your region and your audience.
        </Typography>
        <Button
          component={RouterLink}
          to={PATHS.login}
          variant="contained"
          size="large"
          sx={{ mt: 5, px: 6, py: 1.5, fontSize: 17 }}
        >
          Sign In
        </Button>
      </Box>
    </PublicPageFrame>
  );
}
