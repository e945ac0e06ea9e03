import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { brandTextColor } from '../lib/theme';

/** The stand-in for a screen of later work, named by the label the menu gives it. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto', mt: { xs: 1, md: 4 } }}
    >
      <Box
        sx={(theme) => ({
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(theme.palette.primary.main, 0.14),
          color: brandTextColor(theme),
        })}
      >
        <ConstructionOutlined fontSize="large" />
      </Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        The {title} screen is coming soon. We are building it right now.
      </Typography>
    </Paper>
  );
}
