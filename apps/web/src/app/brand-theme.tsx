import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider, which the product's themes do not use;
// for a theme without CSS variables it is exactly this one (docs/decisions/0036).
import { ThemeProvider } from '@mui/system';
import { useThemeMode } from '../components/theme-mode-context';
import { useSession } from '../features/auth/hooks/use-session';
import { useOwnOrganization } from '../features/organization-settings/hooks/use-own-organization';
import { createAppTheme } from '../lib/theme';

/**
 * The MUI theme of the routed app, in the mode ThemeModeProvider keeps. The signed-in user's organisation
 * brands the product, its colours overriding primary and
 * secondary in light and dark mode and its fonts the text. The organisation query is the one the settings
 * screen saves into, so a saved brand shows at once.
 */
export function BrandTheme({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { mode, reducedMotion } = useThemeMode();
  const { data: organization } = useOwnOrganization(user?.org_id ?? null);
  const primaryColor = organization?.primary_color ?? null;
  const secondaryColor = organization?.secondary_color ?? null;
  const headerFont = organization?.header_font ?? null;
  const bodyFont = organization?.body_font ?? null;
  const theme = useMemo(
    () => createAppTheme(mode, { primaryColor, secondaryColor, headerFont, bodyFont }, { reducedMotion }),
    [mode, primaryColor, secondaryColor, headerFont, bodyFont, reducedMotion],
  );
  // Always the same element, so that the app below is not remounted when the organisation arrives.
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
