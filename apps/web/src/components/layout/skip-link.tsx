import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Lets keyboard users jump past the navigation; visible only while focused. Fixed to the viewport, so
 * that the focus coming round again from the end of a scrolled page lands where it can be seen.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
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
