// POST /api/admin/jobs/{id}/cancel (ours, beside the spec's generation calls): the items not started are never run;
// the ones running still record their outcome. Cancelling a cancelled job changes nothing; a finished one is a 409.
import type { FastifyInstance } from 'fastify';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { JOB_CANCELLED_MESSAGE, jobDecider } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';

export function cancelJobRoutes(app: FastifyInstance): void {
  route(app, adminAiApi.cancelJob, async (request) => {
    const { actor } = request;
    const jobId = request.params.id;
    await runFor(app, request)(jobDecider, jobStreamId(jobId), { type: 'CancelJob', data: {}, metadata: { actor, now: app.clock.now() } });
    return withPosition(request, { message: JOB_CANCELLED_MESSAGE });
  });
}
