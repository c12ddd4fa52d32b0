import type { IdeaView } from '@app/domain/ideas/idea-view';
import { useArchiveExpired } from '../../../lib/countdown/use-archive-expired';
import { useArchiveIdea } from '../api/archive-idea';

/** Every loaded idea whose countdown has run out is archived (spec 000 §4). */
export function useMarketplaceAutoArchive(ideas: readonly IdeaView[]): void {
  const { mutate: archive } = useArchiveIdea();
  useArchiveExpired(ideas, archive);
}
