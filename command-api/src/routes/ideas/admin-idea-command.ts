// The admin's calls on one idea turn into one command on its stream (`idea-<id>`), taken at the API's clock; the
// decider checks ADMIN.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { IDEA_NOT_FOUND, ideaDecider, type PublishRefusal } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import type { Actor } from '@app/domain/shared/decider';
import { runFor } from '../../http/command-context';
import { pathId } from './path-ids';

type IdeaCommandOf<T extends IdeaCommand['type']> = Extract<IdeaCommand, { type: T }>;

/** Runs one command on the idea: its state afterwards, and the refusal of a publish it asked for. */
export async function onIdea<T extends IdeaCommand['type']>(
  app: FastifyInstance,
  request: FastifyRequest,
  ideaId: number,
  actor: Actor,
  type: T,
  data: IdeaCommandOf<T>['data'],
  now: Date = app.clock.now(),
): Promise<{ state: ExistingIdea; refusal?: PublishRefusal }> {
  const { state, refusal } = await runFor(app, request)(ideaDecider, ideaStreamId(ideaId), { type, data, metadata: { actor, now } } as IdeaCommand);
  return { state: state as ExistingIdea, refusal };
}

export type IdeaParams = { Params: { id: string } };

export const ideaIdOf = (request: FastifyRequest<IdeaParams>) => pathId(request.params.id, IDEA_NOT_FOUND);
