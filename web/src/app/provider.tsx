import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { Toaster } from '../components/ui/toast/toaster';
import { queryClient } from '../lib/query-client';
import { SessionVerification } from './session-verification';

/** `client`: the app's query client unless given one (a page rendered on the server has its own). */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <SessionVerification />
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
