import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToasts } from '../components/app-toasts';
import { ErrorBoundary } from '../components/error-boundary';
import { ThemeModeProvider } from '../components/theme-mode-provider';
import { SessionProvider } from '../features/auth/components/session-provider';
import { BrandTheme } from './brand-theme';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeModeProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <BrandTheme>
              {children}
              <AppToasts />
            </BrandTheme>
          </SessionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeModeProvider>
  );
}
