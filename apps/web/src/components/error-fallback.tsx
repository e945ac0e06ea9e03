import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** 'Something went wrong!' with a Show Error / Hide Error toggle revealing the message. */
export function ErrorFallback({ error }: { error: unknown }) {
  const [isShown, setIsShown] = useState(false);
  const detailsId = useId();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <ErrorOutlineOutlined color="error" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h5" component="h2" gutterBottom>
          Something went wrong!
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Reload the page to try again. If it keeps happening, the details below help us find the cause.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button
            variant="outlined"
            aria-expanded={isShown}
            aria-controls={detailsId}
            onClick={() => setIsShown((shown) => !shown)}
          >
            {isShown ? 'Hide Error' : 'Show Error'}
          </Button>
        </Box>
        {isShown && (
          <Box
            component="pre"
            id={detailsId}
            sx={{
              mt: 3,
              p: 2,
              textAlign: 'left',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontSize: 13,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            {describe(error)}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
