// POST /api/workspace/documents/generate { ideaId, type } (docs/product.md "Documents and downloads"): a PRO member's
// document for a copy in their workspace (workspace/generation.ts).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { answerGenerationFailure } from '../../http/generation-failure';
import { generateDocument } from '../../workspace/generation';
import { generatedDocumentView } from '../../workspace/workspace-answers';
import type { WorkspaceDeps } from '../../workspace/workspace-deps';

export function generateDocumentRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.generateDocument, async (request, reply) => {
    const { ideaId: copyId, type } = request.body;
    const outcome = await generateDocument(scopeOf(app, request), deps, request.actor, copyId, type);
    if ('failure' in outcome) return answerGenerationFailure(request, reply, outcome);
    void reply.status(201);
    return withPosition(request, { document: generatedDocumentView(outcome.event.data) });
  });
}
