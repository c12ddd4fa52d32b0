// The scoring rubric's command calls (docs/product.md "Scores and market sizing"), ADMIN only:
// POST /api/admin/scoring/rubrics/{version}/rescore (202 with the job), .../activate and .../discard
// (scoring/rubric-versions.ts). The reads (versions, compare) are the query API's.
import type { FastifyInstance } from 'fastify';
import { scoringApi } from '@app/domain/scoring/scoring-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { acceptedJob } from '../../jobs/start-job';
import { activateRubricVersion, discardRubricVersion, rescoreDraft, type RescoreDeps } from '../../scoring/rubric-versions';

export function rubricVersionRoutes(app: FastifyInstance, deps: Omit<RescoreDeps, 'log'>): void {
  route(app, scoringApi.rescore, async (request, reply) => {
    const jobId = await rescoreDraft(scopeOf(app, request), { ...deps, log: request.log }, request.actor, request.params.version);
    return acceptedJob(request, reply, jobId);
  });
  route(app, scoringApi.activate, async (request) => withPosition(request, await activateRubricVersion(scopeOf(app, request), request.actor, request.params.version)));
  route(app, scoringApi.discard, async (request) => withPosition(request, await discardRubricVersion(scopeOf(app, request), request.actor, request.params.version)));
}
