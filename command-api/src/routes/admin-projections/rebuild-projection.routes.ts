// POST /api/admin/projections/{name}/rebuild (docs/product.md "Admin: Projections"): an ADMIN has a read model built
// afresh from position zero while the serving one answers, then switched in (projectors/src/runtime/README.md).
// The request is recorded on `projection-<name>` with the admin as actor, so it shows in the audit trail; the
// projector processes build it. 202: GET /api/admin/projections follows its progress.
import type { FastifyInstance } from 'fastify';
import type { RebuildStarted } from '@app/domain/history/history-view';
import { projectionDecider, projectionNotFound, type RequestProjectionRebuild } from '@app/domain/projections/projection-decider';
import { projectionStreamId } from '@app/domain/projections/projection-events';
import { NotFound } from '@app/domain/shared/errors';
import { projectionsApi } from '@app/domain/projections/projections-api';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';

type RebuildPlan = RequestProjectionRebuild['data'];

/**
 * The projector runtime's rebuild request (projectors/src/runtime/rebuild-request.ts), handed in by the composition
 * root: plans the next generation under the projection's registry lock, has `record` decide and record it (a throw
 * adds nothing), then adds it. Undefined for a name no projection has.
 */
export type RequestRebuild = (
  name: string,
  record: (plan: RebuildPlan) => Promise<void>,
) => Promise<Omit<RebuildPlan, 'building'> | undefined>;

export function rebuildProjectionRoutes(app: FastifyInstance, deps: { requestRebuild: RequestRebuild }): void {
  route(app, projectionsApi.rebuild, async (request, reply) => {
    const { actor } = request;
    const { name } = request.params;
    const started = await deps.requestRebuild(name, async (plan) => {
      await runFor(app, request)(projectionDecider, projectionStreamId(name), { type: 'RequestProjectionRebuild', data: plan, metadata: { actor, now: app.clock.now() } });
    });
    if (!started) throw new NotFound(projectionNotFound(name));
    void reply.status(202);
    return withPosition(request, { ...started, status: 'building' as const } satisfies RebuildStarted);
  });
}
