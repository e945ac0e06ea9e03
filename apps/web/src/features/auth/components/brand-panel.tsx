import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, darken } from '@mui/material/styles';
import { DEFAULT_LOGO_URL, PRODUCT_NAME } from '../../../components/default-logo';

/** The sign-in page's side panel on wide screens, with the product's message. */
export function BrandPanel() {
  return (
    <Box
      component="aside"
      aria-label={`About ${PRODUCT_NAME}`}
      sx={(theme) => {
        const isLight = theme.palette.mode === 'light';
        const primary = theme.palette.primary.main;
        return {
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: { md: '46%', lg: '50%' },
          maxWidth: 760,
          p: { md: 5, lg: 7 },
          color: '#ffffff',
          position: 'relative',
          overflow: 'hidden',
          background: `linear-gradient(155deg, ${darken(primary, isLight ? 0.35 : 0.5)} 0%, ${darken(primary, isLight ? 0.68 : 0.8)} 100%)`,
          // Soft brand-coloured light behind the text; decoration only.
          '&::before, &::after': {
            content: '""',
            position: 'absolute',
            borderRadius: '50%',
            pointerEvents: 'none',
          },
          '&::before': {
            width: 520,
            height: 520,
            top: -180,
            right: -200,
            background: `radial-gradient(circle, ${alpha(primary, 0.33)} 0%, transparent 70%)`,
          },
          '&::after': {
            width: 420,
            height: 420,
            bottom: -200,
            left: -140,
            background: `radial-gradient(circle, ${alpha(theme.palette.secondary.main, 0.2)} 0%, transparent 70%)`,
          },
        };
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, position: 'relative', zIndex: 1 }}>
        <Box component="img" src={DEFAULT_LOGO_URL} alt="" width={40} height={40} />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 20 }}>
          {PRODUCT_NAME}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative', zIndex: 1, maxWidth: 520 }}>
        <Typography component="p" sx={{ fontSize: { md: 40, lg: 48 }, fontWeight: 800, lineHeight: 1.12, letterSpacing: '-0.02em' }}>
          Step into the Future of Economic Development
        </Typography>
        <Typography
          component="p"
          sx={{ mt: 2.5, fontSize: 22, fontWeight: 700, color: 'secondary.main', letterSpacing: '0.02em' }}
        >
          Social Media
        </Typography>
        <Typography component="p" sx={{ mt: 1, fontSize: 20, opacity: 0.92 }}>
          Connect. Engage. Grow.
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ position: 'relative', zIndex: 1, opacity: 0.85, maxWidth: 440 }}>
        Plan, draft, preview and publish your organisation&apos;s social media posts with the ROI Assistant.
      </Typography>
    </Box>
  );
}
