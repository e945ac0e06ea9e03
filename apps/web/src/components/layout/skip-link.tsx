import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the navigation; visible only while focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 12 },
      }}
    >
      Skip to main content
    </Link>
  );
}
