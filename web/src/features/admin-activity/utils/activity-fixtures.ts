import type { ActivityEntry } from '@app/domain/history/history-view';

// The activity entries the section's tests read: an admin's stamp, unless told otherwise.
export function activityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    eventId: 'e-1',
    position: '0000000000000042.0000000000000042',
    streamId: 'idea-12',
    revision: 3,
    at: '2026-03-10T11:57:00.000Z',
    type: 'IdeaStamped',
    summary: 'Stamp set to Crazy by admin@example.com',
    actor: { kind: 'user', id: 'u-admin', email: 'admin@example.com', username: 'admin', label: 'admin@example.com' },
    correlationId: 'c-1',
    causationId: 'c-1',
    kind: 'ideas',
    entityId: '12',
    ...overrides,
  };
}
