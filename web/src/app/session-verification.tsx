import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionVerification } from '../features/auth/api/get-session';
import { useLiveUpdates } from './live/live-updates';
import { installSessionEndedReaction } from './session-ended';

/**
 * Verifies a stored token at start-up and keeps the session current for as long as the app runs: a session the
 * server refuses later is ended here (session-ended.ts).
 */
export function SessionVerification() {
  useSessionVerification();
  useLiveUpdates();
  const queryClient = useQueryClient();
  useEffect(() => installSessionEndedReaction(queryClient), [queryClient]);
  return null;
}
