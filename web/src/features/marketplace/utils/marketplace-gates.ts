import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { meetsRole, type Role } from '@app/domain/shared/roles';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import type { FeatureRequirement } from '../../../lib/feature-gate/use-feature-gate';

// What each card button asks of the viewer (docs/product.md "Marketplace and idea detail"): every one needs a signed-in
// user with a verified email; on a premium idea, Learn More and Save Idea need PREMIUM and Mockup needs PRO (anyone
// short of it gets the upgrade dialog). Sharing a premium idea needs PREMIUM too: the server hands out its share hash
// only then.

/**
 * docs/product.md "Marketplace and idea detail", verbatim: what a viewer short of the tier is told about a premium
 * idea.
 */
export const PREMIUM_CONTENT = {
  title: 'Premium Content',
  description: 'This idea is only available to PRO users. Please upgrade to access premium content.',
} as const;

/** Opening a premium idea without the tier shows the spec's words as a toast beside the upgrade dialog. */
const premiumContentNotice: ToastOptions = { ...PREMIUM_CONTENT, variant: 'warning', duration: TOAST_DURATION.default };

export type CardAction = 'learn-more' | 'save' | 'share' | 'mockup';

export type CardRequirement = FeatureRequirement;

export function cardActionRequirement(action: CardAction, idea: Pick<IdeaCardView, 'type'>): CardRequirement {
  if (idea.type !== 'PREMIUM') return {};
  switch (action) {
    case 'learn-more':
      return { role: 'PREMIUM', shortfallNotice: premiumContentNotice };
    case 'save':
    case 'share':
      return { role: 'PREMIUM' };
    case 'mockup':
      return { role: 'PRO' };
  }
}

/** The lock icon: a premium idea the viewer (null: signed out) may not read. */
export function isLockedFor(idea: Pick<IdeaCardView, 'type' | 'locked'>, role: Role | null): boolean {
  return idea.locked || (idea.type === 'PREMIUM' && !meetsRole(role ?? 'FREE', 'PREMIUM'));
}

export interface CardActionHandlers {
  learnMore: (idea: IdeaCardView) => void;
  save: (idea: IdeaCardView) => void;
  share: (idea: IdeaCardView) => void;
  mockup: (idea: IdeaCardView) => void;
}

/**
 * Runs a card button: the gate first (it explains a refusal itself: a toast or the upgrade dialog), then the
 * action. Answers whether the action ran.
 */
export function runCardAction(
  action: CardAction,
  idea: IdeaCardView,
  gate: (requirement: CardRequirement) => boolean,
  handlers: CardActionHandlers,
): boolean {
  if (!gate(cardActionRequirement(action, idea))) return false;
  switch (action) {
    case 'learn-more':
      handlers.learnMore(idea);
      break;
    case 'save':
      handlers.save(idea);
      break;
    case 'share':
      handlers.share(idea);
      break;
    case 'mockup':
      handlers.mockup(idea);
      break;
  }
  return true;
}
