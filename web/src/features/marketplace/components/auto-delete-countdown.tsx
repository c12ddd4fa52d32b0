import { useCountdown } from '../../../lib/countdown/use-countdown';
import type { CountdownIdea } from '../../../lib/countdown/countdown';
import { countdownText } from '../utils/countdown-text';
import { MarketplaceIcon } from './marketplace-icons';

/**
 * 'To be deleted in Xh Ym left', refreshed every minute; 'Expired' at zero; 'Archived' once archived (docs/product.md
 * "Marketplace and idea detail"). Renders nothing for an idea not flagged for auto-delete.
 */
export function AutoDeleteCountdown({ idea }: { idea: CountdownIdea }) {
  const state = useCountdown(idea);
  const text = countdownText(state);
  if (text === null) return null;
  return (
    <p className="auto-delete" data-state={state.kind}>
      <MarketplaceIcon name="clock" size={14} />
      <span>{text}</span>
    </p>
  );
}
