import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../features/auth/components/session-provider';
import { AppRouter } from './app-router';
import { BrandTheme } from './brand-theme';
import { createQueryClient } from './query-client';

/**
 * The application behind every address: the session, the server's data and the organisation's brand
 * around the router. It loads on demand, so that a visitor's first sign-in page goes without it
 * (docs/decisions/0036).
 */
export function RoutedApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrandTheme>
          <AppRouter />
        </BrandTheme>
      </SessionProvider>
    </QueryClientProvider>
  );
}
