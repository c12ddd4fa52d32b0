import type { RebuildStarted } from '@app/domain/history/history-view';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';

// GET /api/admin/projections → { projections: ProjectionStatus[] } (the domain's shape), checked before it is shown.

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function isStuckEvent(value: unknown): boolean {
  return value === null || (isRecord(value) && isText(value.position) && isText(value.type) && isText(value.streamId) && isText(value.id));
}

function isIndexing(value: unknown): boolean {
  return value === null || (isRecord(value) && isText(value.since) && isCount(value.built) && isCount(value.total));
}

function isGeneration(value: unknown): value is ProjectionStatus {
  return (
    isRecord(value) &&
    isText(value.name) &&
    isCount(value.version) &&
    isCount(value.generation) &&
    (value.status === 'building' || value.status === 'active') &&
    isTextOrNull(value.position) &&
    isCount(value.eventsApplied) &&
    isCount(value.lag) &&
    (value.progress === null || isCount(value.progress)) &&
    isIndexing(value.indexing) &&
    isTextOrNull(value.runner) &&
    isTextOrNull(value.heartbeatAt) &&
    isText(value.updatedAt) &&
    (value.error === null || (isRecord(value.error) && isText(value.error.message) && isText(value.error.since) && isStuckEvent(value.error.event)))
  );
}

export function parseProjections(body: unknown): ProjectionStatus[] {
  if (!isRecord(body) || !Array.isArray(body.projections) || !body.projections.every(isGeneration)) throw new InvalidResponseError();
  return body.projections;
}

/** `POST /api/admin/projections/{name}/rebuild` → 202 `{ name, version, generation, status: 'building' }`. */
export function parseRebuildStarted(body: unknown): RebuildStarted {
  if (!isRecord(body) || !isText(body.name) || !isCount(body.version) || !isCount(body.generation) || body.status !== 'building') {
    throw new InvalidResponseError();
  }
  return { name: body.name, version: body.version, generation: body.generation, status: body.status };
}
