import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { useArchiveExpired } from '../../../lib/countdown/use-archive-expired';
import { useArchiveIdea } from '../api/archive-idea';

/** Every loaded idea whose countdown has run out is archived (docs/product.md "Marketplace and idea detail"). */
export function useMarketplaceAutoArchive(ideas: readonly IdeaCardView[]): void {
  const { mutate: archive } = useArchiveIdea();
  useArchiveExpired(ideas, archive);
}
