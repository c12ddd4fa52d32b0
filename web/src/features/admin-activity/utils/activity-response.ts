import type { ActivityEntry, ActivityPage } from '@app/domain/history/history-view';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';
import { isActivityKind } from './activity-filters';

// GET /api/admin/activity → { entries, next } (domain/src/history/history-view.ts), checked for what the table reads
// before it is shown: a table of half-read rows is worse than a clear error.

const isText = (value: unknown): value is string => typeof value === 'string';

function isActor(value: unknown): value is ActivityEntry['actor'] {
  if (!isRecord(value) || !isText(value.id) || !isText(value.label)) return false;
  return value.kind === 'system' || (value.kind === 'user' && (value.email === null || isText(value.email)) && (value.username === null || isText(value.username)));
}

function isEntry(value: unknown): value is ActivityEntry {
  return (
    isRecord(value) &&
    isText(value.eventId) &&
    isText(value.at) &&
    isText(value.type) &&
    isText(value.summary) &&
    isActivityKind(value.kind) &&
    isText(value.entityId) &&
    isActor(value.actor)
  );
}

export function parseActivityPage(body: unknown): ActivityPage {
  if (!isRecord(body) || !Array.isArray(body.entries) || !body.entries.every(isEntry)) throw new InvalidResponseError();
  if (body.next !== null && !isText(body.next)) throw new InvalidResponseError();
  return { entries: body.entries, next: body.next };
}
