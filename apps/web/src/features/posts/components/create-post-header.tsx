import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';

/** The screen's heading (the shell's top bar holds the h1) with the way back to the posts. */
export function CreatePostHeader({ onBack }: { onBack?: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 3 }}>
      {onBack && (
        <IconButton aria-label="Back to posts" onClick={onBack} sx={{ mt: -0.25, ml: -1 }}>
          <ArrowBack />
        </IconButton>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          Create a New Social Media Post
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Easily set up, schedule, and attach your posts to campaigns for better organization and tracking.
        </Typography>
      </Box>
    </Box>
  );
}
