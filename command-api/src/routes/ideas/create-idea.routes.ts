// POST /api/admin/ideas/create/newidea (spec 001 §4, §7): the admin creates a platform idea. The create dialog may
// ask for status Published: the idea is created and published in one decision; a refusal (a new idea has no
// documents yet) leaves it Unpublished and says why in `publishResult`.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import type { CommandApiDatabase } from '../../command-api-database';
import { withPosition } from '../../http/command-context';
import { nextId } from '../../ids/id-sequences';
import { onIdea } from './admin-idea-command';

export interface CreateIdeaDeps {
  db: Kysely<CommandApiDatabase>;
}

/** A just-created idea as the read side will show it (spec 000 §3 Idea). */
function createdIdeaView(ideaId: number, idea: NewIdea, state: ExistingIdea, at: string): IdeaView {
  return {
    id: ideaId,
    source: 'FD',
    ...idea,
    status: state.publication,
    views: 0,
    private: false,
    autoDeleted: false,
    autoDeleteActivatedAt: null,
    archived: false,
    createdAt: at,
    updatedAt: at,
    locked: false,
  };
}

export function createIdeaRoutes(app: FastifyInstance, deps: CreateIdeaDeps): void {
  route(app, adminIdeasApi.create, async (request, reply) => {
    const { actor } = request;
    const { idea, status } = request.body;
    const ideaId = await nextId(deps.db, 'platform_idea_ids');
    const now = app.clock.now();
    const publish = status === 'Published';
    const { state, refusal } = await onIdea(app, request, ideaId, actor, 'CreateIdea', { ideaId, idea, documents: [], createdAt: now, publish }, now);
    const publishResult = refusal
      ? { published: false, missingDocuments: refusal.missingDocuments, reason: refusal.reason }
      : { published: true, missingDocuments: [], reason: null };
    void reply.status(201);
    return withPosition(request, { idea: createdIdeaView(ideaId, idea, state, now.toISOString()), ...(publish ? { publishResult } : {}) });
  });
}
