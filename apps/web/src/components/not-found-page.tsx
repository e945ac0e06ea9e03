import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Any unmatched path of the signed-in area (docs/product/screens.md#not-found-page). */
export function NotFoundPage({ homePath }: { homePath: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <div>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.85 }}
        >
          404
        </Typography>
        <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 1 }}>
          404 - Page Not Found
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 420 }}>
          The page you are looking for does not exist, or your role does not give you access to it.
        </Typography>
        <Button component={RouterLink} to={homePath} variant="contained">
          Go to home
        </Button>
      </div>
    </Box>
  );
}
