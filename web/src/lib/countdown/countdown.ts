import { AUTO_DELETE_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import { autoDeleteRemainingMs } from '@app/domain/ideas/idea-display';

// The auto-delete countdown (docs/product.md "Marketplace and idea detail"): an idea flagged for auto-delete counts
// down 48 hours from the moment the flag was set, refreshed every 60 s; at zero it has expired (and the page asks the
// server to archive it); once archived, it says so. The marketplace and the admin panel word it differently, so each
// writes its own text from the state and the whole hours and minutes left.

export const COUNTDOWN_REFRESH_MS = 60_000;

export type CountdownState =
  | { kind: 'none' }
  | { kind: 'counting'; remainingMs: number }
  | { kind: 'expired' }
  | { kind: 'archived' };

export interface CountdownIdea {
  archived: boolean;
  autoDeleted: boolean;
  autoDeleteActivatedAt: string | null;
}

export function countdownState(idea: CountdownIdea, now: Date): CountdownState {
  if (idea.archived) return { kind: 'archived' };
  if (!idea.autoDeleted) return { kind: 'none' };
  const remainingMs = autoDeleteRemainingMs(idea.autoDeleteActivatedAt, now, AUTO_DELETE_WINDOW_MS);
  // Flagged without a start (should not happen): nothing to count down from.
  if (remainingMs === null || Number.isNaN(remainingMs)) return { kind: 'none' };
  return remainingMs > 0 ? { kind: 'counting', remainingMs } : { kind: 'expired' };
}

/** Whole hours, then whole minutes (both rounded down): 47h 59m for 47 hours 59 minutes and 59 seconds. */
export function remainingParts(remainingMs: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(remainingMs / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
