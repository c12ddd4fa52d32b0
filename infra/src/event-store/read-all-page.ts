// How every adapter turns one $all read into a page, so `next` and `atEnd` mean the same thing everywhere.
import type { ReadAllPage, RecordedEvent } from './event-store';
import { comparePositions, maxPosition, type Position } from './position';

export const DEFAULT_PAGE_SIZE = 1000;

/**
 * `head` must be the head as visible to the read that produced `events` (or older): a short page then moves the
 * reader up to it, so a filtered reader skips the events it did not ask for instead of scanning them again.
 */
export function toReadAllPage(
  events: RecordedEvent[],
  limit: number,
  after: Position | undefined,
  head: Position | undefined,
): ReadAllPage {
  const last = events.at(-1)?.position;
  const full = events.length >= limit;
  return {
    events,
    next: full ? last : maxPosition(maxPosition(after, head), last),
    atEnd: !full || (last !== undefined && head !== undefined && comparePositions(last, head) >= 0),
  };
}
