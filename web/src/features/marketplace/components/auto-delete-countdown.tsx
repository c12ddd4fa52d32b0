import type { IdeaView } from '@app/domain/ideas/idea-view';
import { useEffect, useState } from 'react';
import { useMarketplaceClock } from '../hooks/use-marketplace-clock';
import { COUNTDOWN_REFRESH_MS, countdownState, countdownText } from '../utils/countdown';
import { MarketplaceIcon } from './marketplace-icons';

type CountdownIdea = Pick<IdeaView, 'archived' | 'autoDeleted' | 'autoDeleteActivatedAt'>;

/**
 * 'To be deleted in Xh Ym left', refreshed every minute; 'Expired' at zero; 'Archived' once archived (spec 000 §4).
 * Renders nothing for an idea not flagged for auto-delete. In its last minute it also wakes at zero, so 'Expired'
 * does not wait for the next minute.
 */
export function AutoDeleteCountdown({ idea }: { idea: CountdownIdea }) {
  const clock = useMarketplaceClock();
  const [wokenAt, setWokenAt] = useState(0);
  const state = countdownState(idea, new Date(Math.max(clock, wokenAt)));
  const remainingMs = state.kind === 'counting' ? state.remainingMs : null;

  useEffect(() => {
    if (remainingMs === null || remainingMs > COUNTDOWN_REFRESH_MS) return;
    const timer = setTimeout(() => setWokenAt(Date.now()), remainingMs);
    return () => clearTimeout(timer);
  }, [remainingMs]);

  const text = countdownText(state);
  if (text === null) return null;
  return (
    <p className="auto-delete" data-state={state.kind}>
      <MarketplaceIcon name="clock" size={14} />
      <span>{text}</span>
    </p>
  );
}
