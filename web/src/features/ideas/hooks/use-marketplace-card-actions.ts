import type { IdeaView } from '@app/domain/ideas/idea-view';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { TOAST_DURATION, toast } from '../../../components/ui/toast/toast-store';
import { useFeatureGate } from '../../upgrade/hooks/use-feature-gate';
import { useIdeaDialogsActions } from '../stores/idea-dialogs-store';
import { runCardAction, type CardAction, type CardActionHandlers } from '../utils/marketplace-gates';

/** Ours, until saving to the workspace lands with the workspace (issue 4 lets Save Idea say 'coming soon'). */
export const SAVE_COMING_SOON = {
  title: 'Coming soon',
  description: 'Saving ideas to your workspace is coming soon',
} as const;

/**
 * What a card's buttons do, after the checks of spec 000 §5 and §6: Learn More opens the detail, Mockup the mockup,
 * Share the share pop-up, Save Idea (for now) says it is coming. The returned function never changes, so the cards
 * (memoized) do not re-render when the session does.
 */
export function useMarketplaceCardActions(share: (idea: IdeaView) => void): (action: CardAction, idea: IdeaView) => void {
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
        save: () => toast({ ...SAVE_COMING_SOON, variant: 'info', duration: TOAST_DURATION.short }),
      },
    };
  });
  return useCallback((action, idea) => {
    if (latest.current) runCardAction(action, idea, latest.current.gate, latest.current.handlers);
  }, []);
}
