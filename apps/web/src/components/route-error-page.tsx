import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PATHS } from '../lib/paths';
import { ErrorFallback } from './error-fallback';

/** A route's error screen: the router's own answers (e.g. 'Not Found') or a thrown error. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            {error.statusText || `Error ${error.status}`}
          </Typography>
          <Link component={RouterLink} to={PATHS.landing}>
            Go to the home page
          </Link>
        </div>
      </Box>
    );
  }
  return <ErrorFallback error={error} />;
}
