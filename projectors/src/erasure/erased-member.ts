// A member's erasure as the projections holding their texts see it: the `UserDeleted` on the member's own stream
// (erasure follows deletion: domain/src/users/README.md "Personal data").
import { userStreamId, type UserDeleted } from '@app/domain/users/user-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';

/** The member a `UserDeleted` on their own stream erases; undefined for any other event. */
export function erasedMember(event: RecordedEvent): string | undefined {
  if (event.type !== 'UserDeleted') return undefined;
  const { userId } = event.data as UserDeleted['data'];
  return event.streamId === userStreamId(userId) ? userId : undefined;
}

export interface PagePart {
  events: RecordedEvent[];
  /** The members erased right after `events`, in order. */
  erased: string[];
}

/**
 * The page cut after each run of erasures: a part's events are applied before its erasures, and what follows after
 * them, so a page, and a rebuild from zero, end as the events came.
 */
export function cutAtErasures(events: readonly RecordedEvent[]): PagePart[] {
  const parts: PagePart[] = [{ events: [], erased: [] }];
  for (const event of events) {
    const member = erasedMember(event);
    const last = parts.at(-1)!;
    if (member !== undefined) last.erased.push(member);
    else if (last.erased.length > 0) parts.push({ events: [event], erased: [] });
    else last.events.push(event);
  }
  return parts;
}
