import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthStatus, useAuthUser } from '../../lib/session/auth-store';

/**
 * Mounted once, for the whole app: keeps one change feed open for this tab (docs/architecture.md "Live change feed").
 * It is opened again when the session changes (the server hears who is asking from the session cookie, and ends a feed
 * whose account's access changed), and not before a stored session is verified. Its code (the message schemas, every
 * section's query keys) loads apart from the first page's, which it is not needed to render.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const user = useAuthUser();
  const viewer = status === 'verifying' ? null : user ? `${user.id ?? user.email} ${user.role}` : 'anonymous';
  const hadFeed = useRef(false);

  useEffect(() => {
    if (viewer === null) return;
    const resuming = hadFeed.current;
    hadFeed.current = true;
    let close: (() => void) | undefined;
    let closed = false;
    import('./live-connection').then(
      ({ connectLive }) => {
        if (!closed) close = connectLive(queryClient, resuming);
      },
      // The code did not load (the network is away, or a new release replaced it): the screens work as they did
      // without the feed, read on demand, until the next load.
      () => undefined,
    );
    return () => {
      closed = true;
      close?.();
    };
  }, [viewer, queryClient]);
}
