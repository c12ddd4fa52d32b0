import { QueryClient } from '@tanstack/react-query';
import { SessionExpiredError } from './api-client';

// Spec 000 §9: reads stay fresh for 60 s, refetch only when asked, and retry at most twice;
// a session-expired answer is final. Mutations change state, so a failed one is never replayed.
const MAX_QUERY_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionExpiredError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
