import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { openLiveFeed } from '../../lib/live/live-feed-client';
import { useAuthStatus, useAuthUser } from '../../lib/session/auth-store';
import { queryKeysOf } from './live-query-keys';

/**
 * Mounted once, for the whole app: keeps one change feed open for this tab and refreshes the reads each change touches
 * (docs/architecture.md "Live change feed"). Invalidated, never reset: a screen keeps showing what it has, and an open
 * form its unsaved text, while the query reads afresh in place. The feed is opened again when the session changes
 * (the server hears who is asking from the session cookie, and ends a feed whose account's access changed), and not
 * before a stored session is verified.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const user = useAuthUser();
  const viewer = status === 'verifying' ? null : user ? `${user.id ?? user.email} ${user.role}` : 'anonymous';
  const hadFeed = useRef(false);

  useEffect(() => {
    if (viewer === null) return;
    const close = openLiveFeed(
      {
        changed: (changes) => {
          for (const queryKey of queryKeysOf(changes)) void queryClient.invalidateQueries({ queryKey });
        },
        refetchAll: () => void queryClient.invalidateQueries(),
      },
      hadFeed.current,
    );
    hadFeed.current = true;
    return close;
  }, [viewer, queryClient]);
}
