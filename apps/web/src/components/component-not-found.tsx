import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A menu entry names a screen this client does not have (docs/product/screens.md#component-not-found). */
export function ComponentNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h6" component="h2">
        Component not found
      </Typography>
    </Paper>
  );
}
