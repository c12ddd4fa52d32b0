import { AUTO_DELETE_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import { autoDeleteRemainingMs } from '@app/domain/ideas/idea-display';
import type { IdeaView } from '@app/domain/ideas/idea-view';

// The auto-delete countdown of a card (spec 000 §4): an idea flagged for auto-delete counts down 48 hours from
// the moment the flag was set, 'To be deleted in Xh Ym left'; at zero 'Expired' (and the page asks the server to
// archive it); once archived, 'Archived'.

export const COUNTDOWN_REFRESH_MS = 60_000;

export type CountdownState =
  | { kind: 'none' }
  | { kind: 'counting'; remainingMs: number }
  | { kind: 'expired' }
  | { kind: 'archived' };

type CountdownIdea = Pick<IdeaView, 'archived' | 'autoDeleted' | 'autoDeleteActivatedAt'>;

export function countdownState(idea: CountdownIdea, now: Date): CountdownState {
  if (idea.archived) return { kind: 'archived' };
  if (!idea.autoDeleted) return { kind: 'none' };
  const remainingMs = autoDeleteRemainingMs(idea.autoDeleteActivatedAt, now, AUTO_DELETE_WINDOW_MS);
  // Flagged without a start (should not happen): nothing to count down from.
  if (remainingMs === null || Number.isNaN(remainingMs)) return { kind: 'none' };
  return remainingMs > 0 ? { kind: 'counting', remainingMs } : { kind: 'expired' };
}

/** 'To be deleted in 47h 59m left': whole hours, then whole minutes (both rounded down). */
export function remainingText(remainingMs: number): string {
  const totalMinutes = Math.floor(remainingMs / 60_000);
  return `To be deleted in ${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m left`;
}

export function countdownText(state: CountdownState): string | null {
  switch (state.kind) {
    case 'none':
      return null;
    case 'counting':
      return remainingText(state.remainingMs);
    case 'expired':
      return 'Expired';
    case 'archived':
      return 'Archived';
  }
}
