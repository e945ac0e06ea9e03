import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DEFAULT_LOGO_URL } from './default-logo';

interface FullPageStatusProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

/** A whole-screen waiting state: application start, the signed-in user's menu, sign-out. */
export function FullPageStatus({ eyebrow, title, subtitle }: FullPageStatusProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'relative', width: 72, height: 72, mb: 1.5 }}>
        <CircularProgress size={72} thickness={2.5} sx={{ position: 'absolute', inset: 0 }} />
        <Box
          component="img"
          src={DEFAULT_LOGO_URL}
          alt=""
          width={40}
          height={40}
          sx={{ position: 'absolute', top: 16, left: 16 }}
        />
      </Box>
      {eyebrow && (
        <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5, letterSpacing: '0.12em' }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
