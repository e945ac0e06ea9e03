import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { dismissErrorToast, showErrorToast } from '../components/error-toast';
import { ApiError, getErrorMessage } from '../lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorMessage`: what the error toast says when the server gave no message of its own. */
    queryMeta: {
      errorMessage?: string;
      /** The screen shows the failure itself (e.g. an expired invitation), so no toast repeats it. */
      isErrorShownOnScreen?: boolean;
    };
  }
}

/**
 * Only failures that may pass are retried: the server unreachable or failing. Never a refused request, nor
 * an answer of the wrong shape (a plain Error), which the same request would get again.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed query is reported once, as the single error toast.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.isErrorShownOnScreen) showErrorToast(getErrorMessage(error, query.meta?.errorMessage));
      },
    }),
    // Something the user did has worked: the error toast about what failed before it is over.
    mutationCache: new MutationCache({ onSuccess: () => dismissErrorToast() }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
