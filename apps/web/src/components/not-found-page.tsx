import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PATHS } from '../lib/paths';
import { brandTextColor } from '../lib/theme';

type NotFoundPageProps = { homePath: string; isSignedOut?: false } | { homePath?: undefined; isSignedOut: true };

/**
 * Any unmatched path (docs/product/screens.md#not-found-page): inside the main shell for a signed-in
 * user, with a way home; alone for a visitor, with a way to sign in.
 */
export function NotFoundPage({ homePath, isSignedOut }: NotFoundPageProps) {
  return (
    <Box sx={{ minHeight: isSignedOut ? '100vh' : '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <div>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, lineHeight: 1, color: brandTextColor }}
        >
          404
        </Typography>
        <Typography variant="h5" component={isSignedOut ? 'h1' : 'h2'} sx={{ mt: 2, mb: 1 }}>
          404 - Page Not Found
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 420 }}>
          {isSignedOut
            ? 'The page you are looking for does not exist.'
            : 'The page you are looking for does not exist, or your role does not give you access to it.'}
        </Typography>
        {isSignedOut ? (
          <Button component={RouterLink} to={PATHS.login} variant="contained">
            Sign in
          </Button>
        ) : (
          <Button component={RouterLink} to={homePath} variant="contained">
            Go to home
          </Button>
        )}
      </div>
    </Box>
  );
}
