import type { IdeaView } from '@app/domain/ideas/idea-view';
import { useEffect } from 'react';
import { useArchiveIdea } from '../api/archive-idea';
import { countdownState } from '../utils/countdown';
import { useMarketplaceClock } from './use-marketplace-clock';

// Ideas whose countdown has run out, already asked about in this visit: each is asked once, however often the
// list re-renders or the card scrolls in and out of view; the server's answer (archived, or not yet) stands.
const requested = new Set<number>();

/**
 * Spec 000 §4: when an auto-delete countdown reaches zero the client asks the server to archive the idea. Checked
 * for every loaded idea each minute, not only for the cards on screen.
 */
export function useMarketplaceAutoArchive(ideas: readonly IdeaView[]): void {
  const now = useMarketplaceClock();
  const { mutate: archive } = useArchiveIdea();
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
