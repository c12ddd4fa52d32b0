import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { Toaster } from '../components/ui/toast/toaster';
import { queryClient } from '../lib/query-client';
import { SessionVerification } from './session-verification';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionVerification />
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
