import LinkedIn from '@mui/icons-material/LinkedIn';

/** LinkedIn's own blue, lightened on dark paper so that the mark keeps its contrast. */
export function LinkedInMark({ fontSize = 'medium' }: { fontSize?: 'small' | 'medium' | 'large' }) {
  return (
    <LinkedIn
      aria-hidden
      fontSize={fontSize}
      sx={(theme) => ({ color: theme.palette.mode === 'dark' ? '#70b5f9' : '#0a66c2', flexShrink: 0 })}
    />
  );
}
