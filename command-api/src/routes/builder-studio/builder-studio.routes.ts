// POST /api/builder-studio/apply (docs/product.md "Builder Studio"): the public application form. Each application is
// its own stream; name, email and phone are sealed under the application's own key (the event's `subjectId`), so an
// applicant's data can be erased on request without rewriting history.
import type { FastifyInstance } from 'fastify';
import { builderStudioApi } from '@app/domain/builder-studio/builder-studio-api';
import { APPLICATION_RECEIVED_MESSAGE } from '@app/domain/builder-studio/schemas';
import { studioApplicationDecider, studioApplicationStreamId } from '@app/domain/builder-studio/studio-application';
import { consumeOrRefuse } from '@app/infra/http/rate-limits';
import { uuidv7 } from '@app/infra/ids/uuid';
import { route } from '@app/infra/http/contract-route';
import { clientAddress } from '@app/infra/http/client-address';
import { runFor, withPosition } from '../../http/command-context';
import { HOUR_SECONDS, type CreateLimiter } from '../../rate-limits/rate-limit-store';

/** Ours: a person applies once or twice; ten an hour from one address is a script. */
export const APPLICATIONS_PER_HOUR = 10;

export const tooManyApplications = (seconds: number) => `Too many applications. Please try again in ${seconds} seconds.`;

export function builderStudioRoutes(app: FastifyInstance, limiters: CreateLimiter): void {
  const applicationsPerAddress = limiters({ keyPrefix: 'studio-application', points: APPLICATIONS_PER_HOUR, duration: HOUR_SECONDS });

  // Only applications that pass validation count: a typo corrected and sent again is not a second application.
  route(app, builderStudioApi.apply, async (request, reply) => {
    const application = request.body;
    await consumeOrRefuse(applicationsPerAddress, clientAddress(request), tooManyApplications);
    const now = app.clock.now();
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
