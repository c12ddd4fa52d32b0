import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { useIdeaDialogsActions } from '../stores/idea-dialogs-store';
import { runCardAction, type CardAction, type CardActionHandlers } from '../utils/marketplace-gates';
import type { WorkspaceActions } from '../utils/workspace-actions';

/**
 * What a card's buttons do, after the checks of docs/product.md "Marketplace and idea detail": Learn More opens the
 * detail, Mockup the mockup, Share the share pop-up, Save Idea saves it to the workspace. The returned function never
 * changes, so the cards (memoized) do not re-render when the session does.
 */
export function useMarketplaceCardActions(
  share: (idea: IdeaCardView) => void,
  saveIdea: WorkspaceActions['save'],
): (action: CardAction, idea: IdeaCardView) => void {
  const gate = useFeatureGate();
  const { openDetail, openMockup } = useIdeaDialogsActions();
  const latest = useRef<{ gate: typeof gate; handlers: CardActionHandlers } | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      gate,
      handlers: {
        learnMore: (idea) => openDetail(idea),
        mockup: (idea) => openMockup(idea),
        share,
        save: saveIdea,
      },
    };
  });
  return useCallback((action, idea) => {
    if (latest.current) runCardAction(action, idea, latest.current.gate, latest.current.handlers);
  }, []);
}
