// PUT /api/ideas/{id}/archive (docs/product.md "Marketplace and idea detail"): a viewer's auto-delete countdown reached
// zero. Anyone may ask; the idea decides against its own 48-hour window, so an early or forged call is refused (409).
import type { FastifyInstance } from 'fastify';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';

export const IDEA_ARCHIVED_MESSAGE = 'Idea archived';

export function ideaArchiveRoutes(app: FastifyInstance): void {
  route(app, ideasApi.archive, async (request) => {
    const ideaId = request.params.id;
    await runFor(app, request)(ideaDecider, ideaStreamId(ideaId), {
      type: 'ArchiveIdea',
      data: {},
      metadata: { actor: request.actor ?? null, now: app.clock.now() },
    });
    return withPosition(request, { message: IDEA_ARCHIVED_MESSAGE, idea: { id: ideaId, archived: true as const } });
  });
}
