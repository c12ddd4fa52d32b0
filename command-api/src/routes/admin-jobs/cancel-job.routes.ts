// POST /api/admin/jobs/{id}/cancel (ours, beside the spec's generation calls): the items not started are never run;
// the ones running still record their outcome. Cancelling a cancelled job changes nothing; a finished one is a 409.
import type { FastifyInstance } from 'fastify';
import { JOB_CANCELLED_MESSAGE, JOB_NOT_FOUND, jobDecider } from '@app/domain/jobs/job-decider';
import { isJobId, jobStreamId } from '@app/domain/jobs/job-events';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import { runFor, withPosition } from '../../http/command-context';

export function cancelJobRoutes(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>('/api/admin/jobs/:id/cancel', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const jobId = request.params.id;
    if (!isJobId(jobId)) throw new NotFound(JOB_NOT_FOUND);
    await runFor(app, request)(jobDecider, jobStreamId(jobId), { type: 'CancelJob', data: {}, metadata: { actor, now: app.clock.now() } });
    return withPosition(request, { message: JOB_CANCELLED_MESSAGE });
  });
}
