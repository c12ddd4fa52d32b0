import type { AsOfView, HistoryEntry, HistoryPage } from '@app/domain/history/history-view';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';

// The history calls' answers are checked for what the screens read before they are shown: a timeline of half-read
// entries is worse than a clear error.

const isText = (value: unknown): value is string => typeof value === 'string';

function isEntry(value: unknown): value is HistoryEntry {
  return (
    isRecord(value) &&
    isText(value.eventId) &&
    isText(value.at) &&
    isText(value.type) &&
    isText(value.summary) &&
    isRecord(value.actor) &&
    isText(value.actor.label) &&
    Array.isArray(value.changes) &&
    value.changes.every((change) => isRecord(change) && isText(change.field))
  );
}

/** `GET /api/admin/history/{kind}/{id}`: `{ kind, id, entries, next }`. */
export function parseHistoryPage(body: unknown): HistoryPage {
  if (!isRecord(body) || !Array.isArray(body.entries) || !body.entries.every(isEntry)) throw new InvalidResponseError();
  if (body.next !== null && !isText(body.next)) throw new InvalidResponseError();
  return body as unknown as HistoryPage;
}

/** `GET /api/admin/{kind}/{id}/as-of?at=`: `{ kind, id, at, revision, position, changedAt, entity }`. */
export function parseAsOfView(body: unknown): AsOfView {
  if (!isRecord(body) || !isRecord(body.entity) || !isText(body.at) || !isText(body.changedAt)) throw new InvalidResponseError();
  return body as unknown as AsOfView;
}
