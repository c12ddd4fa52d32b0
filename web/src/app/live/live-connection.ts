import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../../features/auth/api/auth-keys';
import { openLiveFeed } from '../../lib/live/live-feed-client';
import { queryKeysOf } from './live-query-keys';

/**
 * Opens this tab's change feed and refreshes the reads each change touches; answers the function that closes it.
 * Invalidated, never reset: a screen keeps showing what it has, and an open form its unsaved text, while the query
 * reads afresh in place. `resuming`: as `openLiveFeed`'s.
 */
export function connectLive(queryClient: QueryClient, resuming: boolean): () => void {
  return openLiveFeed(
    {
      changed: (changes) => {
        for (const queryKey of queryKeysOf(changes)) void queryClient.invalidateQueries({ queryKey });
      },
      // Every read model's read, not the session's: the session is the server's word on who is signed in, read when it
      // changes (a stubbed or expired one refetched here would sign the tab out mid-flow), not a read model.
      refetchAll: () => void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== authKeys.all[0] }),
    },
    resuming,
  );
}
