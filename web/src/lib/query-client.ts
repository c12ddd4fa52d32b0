import { QueryClient } from '@tanstack/react-query';
import { ApiError, SessionExpiredError } from './api-client';

// docs/product.md "Limits": reads stay fresh for 60 s, refetch only when asked, and retry at most twice;
// a session-expired answer is final. Mutations change state, so a failed one is never replayed.
const MAX_QUERY_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionExpiredError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/**
 * A refusal (400-499: not found, not allowed, bad input) is the server's final word; only failures that may pass are
 * retried.
 */
export function shouldRetryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return shouldRetryQuery(failureCount, error);
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
