import { describe, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Conflict, Forbidden, Unauthenticated } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import { projectionDecider, type RequestProjectionRebuild } from './projection-decider';
import type { ProjectionEvent } from './projection-events';

const given = deciderSpec(projectionDecider);
const now = new Date('2026-12-01T09:30:00.000Z');
const at = now.toISOString();
const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
const pro: Actor = { userId: '0197a1b2-0000-7000-8000-000000000002', role: 'PRO', emailVerified: true };

const rebuild = (generation: number, { version = 3, building = null, actor = admin }: Partial<Pick<RequestProjectionRebuild['data'], 'version' | 'building'>> & { actor?: Actor | null } = {}): RequestProjectionRebuild => ({
  type: 'RequestProjectionRebuild',
  data: { name: 'catalog', version, generation, building },
  metadata: { actor, now },
});
const requested = (generation: number, version = 3): ProjectionEvent => ({
  type: 'ProjectionRebuildRequested',
  data: { name: 'catalog', version, generation, at },
});
const skipped: ProjectionEvent = {
  type: 'ProjectionEventSkipped',
  data: { projection: 'catalog', position: '12/12', eventId: 'e1', eventType: 'IdeaEdited', streamId: 'idea-1', error: 'boom', reason: 'bad data', skippedBy: 'ops@host', at },
};

describe('the projection decider', () => {
  it("records an admin's rebuild request, naming the generation it adds", () => {
    given([]).when(rebuild(2)).then([requested(2)]);
    given([skipped, requested(2)]).when(rebuild(3)).then([requested(3)]);
  });

  it('refuses a rebuild while one of the same version is building', () => {
    given([]).when(rebuild(3, { building: { version: 3, generation: 2 } })).thenThrows(Conflict, 'A rebuild of catalog is already running');
  });

  it('records nothing new for a generation whose request is recorded (its generation was never added)', () => {
    given([requested(2)]).when(rebuild(2)).then([]);
    // The same generation number of another version is another build.
    given([requested(2, 3)]).when(rebuild(2, { version: 4 })).then([requested(2, 4)]);
  });

  it('is for ADMIN only', () => {
    given([]).when(rebuild(2, { actor: pro })).thenThrows(Forbidden, 'Admin access required');
    given([]).when(rebuild(2, { actor: null })).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });
});
