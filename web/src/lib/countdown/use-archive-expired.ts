import { useEffect } from 'react';
import { countdownState, type CountdownIdea } from './countdown';
import { useCountdownClock } from './use-countdown';

// Ideas whose countdown has run out, already asked about in this visit: each is asked once, however often the
// list re-renders or the row scrolls in and out of view; the server's answer (archived, or not yet) stands.
const requested = new Set<number>();

/**
 * docs/product.md "Marketplace and idea detail": when an auto-delete countdown reaches zero the client asks the server
 * to archive the idea. Checked for every loaded idea each minute, not only for those on screen.
 */
export function useArchiveExpired(ideas: readonly (CountdownIdea & { id: number })[], archive: (id: number) => void): void {
  const now = useCountdownClock();
  useEffect(() => {
    const at = new Date(now);
    for (const idea of ideas) {
      if (!idea.autoDeleted || requested.has(idea.id)) continue;
      if (countdownState(idea, at).kind !== 'expired') continue;
      requested.add(idea.id);
      archive(idea.id);
    }
  }, [ideas, now, archive]);
}
