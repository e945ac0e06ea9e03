import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown inside a shell while a screen's code loads. */
export function ContentLoader() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress />
    </Box>
  );
}
