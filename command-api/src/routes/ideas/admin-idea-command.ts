// The admin's calls on one idea turn into one command on its stream, taken at the API's clock: `idea-<id>` for a
// platform idea, its creator's `workspace-<userId>` for a user idea (resolve-idea.ts says which). The deciders check
// ADMIN.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { ideaDecider, type PublishRefusal } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import type { Actor } from '@app/domain/shared/decider';
import type { UserIdeaCuration } from '@app/domain/workspace/workspace-commands';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { userIdeaKey, type UserIdea } from '@app/domain/workspace/workspace-state';
import { runFor } from '../../http/command-context';

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

type UserIdeaExtra<T extends UserIdeaCuration['type']> = Omit<Extract<UserIdeaCuration, { type: T }>['data'], 'source' | 'ideaId'>;

/** Runs one curation command on a member's idea, in its creator's workspace: the idea afterwards, and a publish's refusal. */
export async function onUserIdea<T extends UserIdeaCuration['type']>(
  app: FastifyInstance,
  request: FastifyRequest,
  { source, ideaId, userId }: { source: UserIdeaSource; ideaId: number; userId: string },
  actor: Actor,
  type: T,
  extra: UserIdeaExtra<T>,
): Promise<{ userIdea: UserIdea; refusal?: PublishRefusal }> {
  const command = { type, data: { ...extra, source, ideaId }, metadata: { actor, now: app.clock.now() } } as UserIdeaCuration;
  const { state, refusal } = await runFor(app, request)(workspaceDecider, workspaceStreamId(userId), command);
  // The decider refuses an idea this workspace does not hold, so it is there afterwards.
  return { userIdea: state.userIdeas.get(userIdeaKey(source, ideaId))!, refusal };
}
