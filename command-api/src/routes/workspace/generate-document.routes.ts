// POST /api/workspace/documents/generate { ideaId, type } (spec 000 §6, §7): a PRO member's document for a copy in
// their workspace; one per type and copy, and at most 100 copies a month get documents.
import type { FastifyInstance } from 'fastify';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { documentPromptType } from '@app/domain/prompts/prompt-types';
import { ideaPromptValues } from '@app/domain/prompts/prompt-values';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { checkDocumentGeneration } from '@app/domain/workspace/workspace-decider';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { nextId } from '../../ids/id-sequences';
import { generateThenRecord } from './generate-then-record';
import { loadWorkspaceAbout } from './load-streams';
import { generatedDocumentView } from './workspace-answers';
import type { WorkspaceDeps } from './workspace-deps';

export const DOCUMENT_GENERATION_FAILED = 'Failed to generate document. Please try again.';

export function generateDocumentRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.generateDocument, async (request, reply) => {
    const { actor } = request;
    const { ideaId: copyId, type } = request.body;
    const { state, decider } = await loadWorkspaceAbout(deps, actor.userId, { copyId });
    const { copy } = checkDocumentGeneration(state, { actor, now: app.clock.now() }, copyId, type);
    const promptType = documentPromptType(type);
    const prompts = await loadPrompts(deps.eventStore);
    const event = await generateThenRecord(app, request, reply, {
      userId: actor.userId,
      decider,
      records: 'WorkspaceDocumentGenerated',
      failureMessage: DOCUMENT_GENERATION_FAILED,
      generate: () =>
        deps.ai.generateDocument({ promptType, prompt: fillPrompt(prompts[promptType].content, ideaPromptValues(copy.idea)), idea: copy.idea, documentType: type }),
      // Member documents share the platform documents' sequence, so a download's document id names one document.
      command: async ({ content, generation }) => ({
        type: 'GenerateWorkspaceDocument',
        data: { documentId: await nextId(deps.db, 'idea_document_ids'), copyId, type, content, generation },
        metadata: { actor, now: app.clock.now() },
      }),
    });
    if (!event) return reply;
    void reply.status(201);
    return withPosition(request, { document: generatedDocumentView(event.data) });
  });
}
