import type { RebuildStarted } from '@app/domain/history/history-view';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';

// GET /api/admin/projections → { projections: ProjectionStatus[] } (projectors/src/runtime/status.ts, which the web
// may not import: the fields this screen reads are restated here and checked before they are shown).

/** One generation of a projection: a build of one version, serving (`active`) or filling new tables (`building`). */
export interface ProjectionGeneration {
  name: string;
  version: number;
  generation: number;
  status: 'building' | 'active';
  /** The checkpoint as the server writes positions; null before the first page. */
  position: string | null;
  eventsApplied: number;
  /** How far behind the head of the store (events, on Postgres). */
  lag: number;
  /** Percent of the store's history processed while building; null once active. */
  progress: number | null;
  runner: string | null;
  heartbeatAt: string | null;
  /** While the handler keeps failing: why, since when, and the one event it is stuck on (if one). */
  error: { message: string; since: string; event: { position: string; type: string; streamId: string; id: string } | null } | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function isStuckEvent(value: unknown): boolean {
  return value === null || (isRecord(value) && isText(value.position) && isText(value.type) && isText(value.streamId) && isText(value.id));
}

function isGeneration(value: unknown): value is ProjectionGeneration {
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
    isTextOrNull(value.runner) &&
    isTextOrNull(value.heartbeatAt) &&
    (value.error === null || (isRecord(value.error) && isText(value.error.message) && isText(value.error.since) && isStuckEvent(value.error.event)))
  );
}

export function parseProjections(body: unknown): ProjectionGeneration[] {
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
