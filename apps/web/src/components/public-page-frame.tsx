import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { BrandMark } from './brand-mark';
import { ThemeToggle } from './theme-toggle';

/** The frame of the signed-out pages: the product mark, the theme toggle and a tint of the brand colour. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `radial-gradient(ellipse at 15% 0%, ${alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.16 : 0.14)}, transparent 60%), radial-gradient(ellipse at 100% 100%, ${alpha(theme.palette.secondary.main, theme.palette.mode === 'light' ? 0.14 : 0.06)}, transparent 55%), ${theme.palette.background.default}`,
      })}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}
      >
        <BrandMark />
        <ThemeToggle />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 2, sm: 4 }, pb: 6 }}
      >
        {children}
      </Box>
    </Box>
  );
}
