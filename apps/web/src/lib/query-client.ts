import { QueryClient } from '@tanstack/react-query';
import { RETRY_DELAY_MS, shouldRetry } from './retry.ts';

/** Reads retry through the one retry helper of the app (20 attempts, 1.5 s apart). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
