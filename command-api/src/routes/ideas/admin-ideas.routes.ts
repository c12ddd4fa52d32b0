// The admin's idea calls (spec 001 §4, §7): create, edit, type, stamp, auto-delete, delete, restore, bulk publish and
// unpublish. Each turns the request into commands on the idea's stream (`idea-<id>`); the decider checks ADMIN.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { IDEA_NOT_FOUND, ideaDecider, type PublishRefusal } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import { autoDeleteSchema, createIdeaSchema, editIdeaSchema, ideaIdsSchema, ideaStampSchema, ideaTypeSchema } from '@app/domain/ideas/schemas';
import type { CommandMetadata } from '@app/domain/shared/decider';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import type { RunCommand } from '../../commands/run-command';
import { runFor, withPosition } from '../../http/command-context';
import { nextId } from '../../ids/id-sequences';
import { pathId } from './path-ids';
import { publishIdeas, unpublishIdeas } from './publish-ideas';

export const IDEA_UPDATED_MESSAGE = 'Idea updated successfully';
export const IDEA_DELETED_MESSAGE = 'Idea deleted successfully';
export const IDEA_RESTORED_MESSAGE = 'Idea restored successfully';

export interface AdminIdeaDeps {
  db: Kysely<any>;
}

type IdeaCommandOf<T extends IdeaCommand['type']> = Extract<IdeaCommand, { type: T }>;

/** Runs one command on the idea: its state afterwards, and the refusal of a publish it asked for. */
async function onIdea<T extends IdeaCommand['type']>(
  run: RunCommand,
  ideaId: number,
  metadata: CommandMetadata,
  type: T,
  data: IdeaCommandOf<T>['data'],
): Promise<{ state: ExistingIdea; refusal?: PublishRefusal }> {
  const { state, refusal } = await run(ideaDecider, ideaStreamId(ideaId), { type, data, metadata } as IdeaCommand);
  return { state: state as ExistingIdea, refusal };
}

const ideaIdOf = (request: FastifyRequest<{ Params: { id: string } }>) => pathId(request.params.id, IDEA_NOT_FOUND);

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

export function adminIdeaRoutes(app: FastifyInstance, deps: AdminIdeaDeps): void {
  // The create dialog may ask for status Published: the idea is created and published in one decision; a refusal (a
  // new idea has no documents yet) leaves it Unpublished and says why in `publishResult`.
  app.post('/api/admin/ideas/create/newidea', async (request, reply) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const { idea, status } = validate(createIdeaSchema, request.body);
    const ideaId = await nextId(deps.db, 'platform_idea_ids');
    const now = app.clock.now();
    const publish = status === 'Published';
    const { state, refusal } = await onIdea(runFor(app, request), ideaId, { actor, now }, 'CreateIdea', { ideaId, idea, documents: [], createdAt: now, publish });
    const publishResult = refusal
      ? { published: false, missingDocuments: refusal.missingDocuments, reason: refusal.reason }
      : { published: true, missingDocuments: [], reason: null };
    void reply.status(201);
    return withPosition(request, { idea: createdIdeaView(ideaId, idea, state, now.toISOString()), ...(publish ? { publishResult } : {}) });
  });

  // Spec 001 §7: the admin list sends the full idea, the detail page the fields it edits. One decision records the
  // whole edit at once; a refused publish (409 with the missing documents) leaves the idea exactly as it was.
  app.put<{ Params: { id: string } }>('/api/admin/ideas/:id', async (request, reply) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = ideaIdOf(request);
    const { changes, type, status } = validate(editIdeaSchema, request.body);
    const { state, refusal } = await onIdea(runFor(app, request), ideaId, { actor, now: app.clock.now() }, 'UpdateIdea', { changes, type, status });
    if (refusal) return reply.status(409).send(refusal);
    return withPosition(request, {
      message: IDEA_UPDATED_MESSAGE,
      idea: { id: ideaId, ...changes, title: state.title, description: state.description, type: state.type, status: state.publication },
    });
  });

  app.put<{ Params: { id: string } }>('/api/admin/ideas/:id/type', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = ideaIdOf(request);
    const { type } = validate(ideaTypeSchema, request.body);
    const { state } = await onIdea(runFor(app, request), ideaId, { actor, now: app.clock.now() }, 'ChangeIdeaType', { type });
    return withPosition(request, { idea: { id: ideaId, type: state.type } });
  });

  app.put<{ Params: { id: string } }>('/api/admin/ideas/:id/stamp', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = ideaIdOf(request);
    const { stamp } = validate(ideaStampSchema, request.body);
    const { state } = await onIdea(runFor(app, request), ideaId, { actor, now: app.clock.now() }, 'StampIdea', { stamp });
    return withPosition(request, { idea: { id: ideaId, stamp: state.stamp } });
  });

  app.put<{ Params: { id: string } }>('/api/admin/ideas/:id/auto-delete', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = ideaIdOf(request);
    const { autoDeleted } = validate(autoDeleteSchema, request.body);
    const { state } = await onIdea(runFor(app, request), ideaId, { actor, now: app.clock.now() }, 'SwitchAutoDelete', { autoDeleted });
    return withPosition(request, {
      idea: { id: ideaId, autoDeleted: state.autoDeleteActivatedAt !== null, autoDeleteActivatedAt: state.autoDeleteActivatedAt },
    });
  });

  app.delete<{ Params: { id: string } }>('/api/admin/ideas/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    await onIdea(runFor(app, request), ideaIdOf(request), { actor, now: app.clock.now() }, 'DeleteIdea', {});
    return withPosition(request, { message: IDEA_DELETED_MESSAGE });
  });

  app.post<{ Params: { id: string } }>('/api/admin/deleted-ideas/restore/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    await onIdea(runFor(app, request), ideaIdOf(request), { actor, now: app.clock.now() }, 'RestoreIdea', {});
    return withPosition(request, { message: IDEA_RESTORED_MESSAGE });
  });

  app.post('/api/admin/ideas/publish', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const { ideaIds } = validate(ideaIdsSchema, request.body);
    return withPosition(request, { results: await publishIdeas(runFor(app, request), app.clock, ideaIds, actor) });
  });

  app.post('/api/admin/ideas/unpublish', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const { ideaIds } = validate(ideaIdsSchema, request.body);
    return withPosition(request, { results: await unpublishIdeas(runFor(app, request), app.clock, ideaIds, actor) });
  });
}
