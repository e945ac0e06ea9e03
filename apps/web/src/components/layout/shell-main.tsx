import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { ContentLoader } from './content-loader';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * A shell's main area: the skip link's target, holding the current screen, or a loader while its code
 * loads, below a notice that stands above every screen (the onboarding's offer).
 */
export function ShellMain({ notice }: { notice?: ReactNode }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, sm: 3, lg: 4 }, outline: 'none' }}>
      {notice}
      <Suspense fallback={<ContentLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
