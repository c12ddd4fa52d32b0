// How many of a page's events one transaction commits (generation-runner.ts): a page is read whole, and committed
// whole unless its events are slow to apply, when it is split so the progress keeps moving.
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';

/** What a commit should take at most, so the progress the status shows moves at least this often. */
export const COMMIT_TARGET_MS = 500;
const MIN_COMMIT_EVENTS = 50;

/**
 * Splits a page read into commits that each take about COMMIT_TARGET_MS, from how long the last one took per event:
 * large pages are cheap to read, but a projection that spends long on each event (Quality Control compares texts)
 * would otherwise hold the progress bar still for seconds on one page. A cheap projection commits the page whole.
 */
export class CommitSizer {
  private limit = Number.POSITIVE_INFINITY;

  split(events: readonly RecordedEvent[], to: Position): { to: Position; events: readonly RecordedEvent[] }[] {
    if (events.length <= this.limit) return [{ to, events }];
    const parts: { to: Position; events: readonly RecordedEvent[] }[] = [];
    for (let start = 0; start < events.length; start += this.limit) {
      const part = events.slice(start, start + this.limit);
      parts.push({ to: start + this.limit >= events.length ? to : part.at(-1)!.position, events: part });
    }
    return parts;
  }

  took(events: number, elapsedMs: number): void {
    if (events === 0) return;
    // In proportion to the last commit's pace (no bound when it was instant): a page's events cost about the same.
    this.limit = Math.max(MIN_COMMIT_EVENTS, Math.floor((events * COMMIT_TARGET_MS) / elapsedMs));
  }
}
