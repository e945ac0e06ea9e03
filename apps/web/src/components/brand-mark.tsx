import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_LOGO_URL, PRODUCT_NAME } from './default-logo';

/**
 * The product's mark and name, as the public pages show it. `isNameHiddenOnPhones` leaves only the mark
 * below 600 px wide, where a top bar needs the room for the screen's title.
 */
export function BrandMark({ size = 36, isNameHiddenOnPhones = false }: { size?: number; isNameHiddenOnPhones?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="img" src={DEFAULT_LOGO_URL} alt="" width={size} height={size} sx={{ display: 'block' }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.5, letterSpacing: '-0.01em', display: isNameHiddenOnPhones ? { xs: 'none', sm: 'inline' } : undefined }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
