// POST /api/builder-studio/apply (spec 001 §2, §5, §7): the public application form. Each application is its own
// stream; name, email and phone are sealed under the application's own key (the event's `subjectId`), so an
// applicant's data can be erased on request without rewriting history.
import type { FastifyInstance } from 'fastify';
import { APPLICATION_RECEIVED_MESSAGE, studioApplicationSchema } from '@app/domain/builder-studio/schemas';
import { studioApplicationDecider, studioApplicationStreamId } from '@app/domain/builder-studio/studio-application';
import { TooManyRequests } from '@app/domain/shared/errors';
import { uuidv7 } from '@app/infra/ids/uuid';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import { createRateLimiter } from '../../http/rate-limiter';

/** Ours: a person applies once or twice; ten an hour from one address is a script. */
export const APPLICATIONS_PER_HOUR = 10;

export const tooManyApplications = (seconds: number) => `Too many applications. Please try again in ${seconds} seconds.`;

export function builderStudioRoutes(app: FastifyInstance): void {
  const applicationsPerIp = createRateLimiter({ limit: APPLICATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 });

  app.post('/api/builder-studio/apply', async (request, reply) => {
    const now = app.clock.now();
    // Only applications that pass validation count: a typo corrected and sent again is not a second application.
    const blocked = applicationsPerIp.blocked(request.ip, now.getTime());
    if (blocked !== undefined) throw new TooManyRequests(tooManyApplications(blocked), blocked);
    const application = validate(studioApplicationSchema, request.body);
    const wait = applicationsPerIp.hit(request.ip, now.getTime());
    if (wait !== undefined) throw new TooManyRequests(tooManyApplications(wait), wait);
    const applicationId = uuidv7(now.getTime());
    await runFor(app, request)(studioApplicationDecider, studioApplicationStreamId(applicationId), {
      type: 'SubmitStudioApplication',
      data: { applicationId, application },
      metadata: { actor: request.actor ?? null, now },
    });
    void reply.status(201);
    return withPosition(request, { message: APPLICATION_RECEIVED_MESSAGE });
  });
}
