import type { ReactNode } from 'react';
import { AppToasts } from '../components/app-toasts';
import { ErrorBoundary } from '../components/error-boundary';
import { ThemeModeProvider } from '../components/theme-mode-provider';

/** What every page stands in, the sign-in page shown alone included: light or dark, errors caught, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <ErrorBoundary>
        {children}
        <AppToasts />
      </ErrorBoundary>
    </ThemeModeProvider>
  );
}
