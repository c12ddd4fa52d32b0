// The admin's calls on one idea turn into one command on its stream: `idea-<id>` for a platform idea, its creator's
// `workspace-<userId>` for a user idea (reads/idea-targets.ts says which). The deciders check ADMIN.
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { ideaDecider, type PublishRefusal } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import type { CommandMetadata } from '@app/domain/shared/decider';
import type { UserIdeaCuration } from '@app/domain/workspace/workspace-commands';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { userIdeaKey, type UserIdea } from '@app/domain/workspace/workspace-state';
import type { RunCommand } from '../commands/command-handler';

type IdeaCommandOf<T extends IdeaCommand['type']> = Extract<IdeaCommand, { type: T }>;

/** Runs one command on the idea: its state afterwards, and the refusal of a publish it asked for. */
export async function onIdea<T extends IdeaCommand['type']>(
  run: RunCommand,
  ideaId: number,
  type: T,
  data: IdeaCommandOf<T>['data'],
  metadata: CommandMetadata,
): Promise<{ state: ExistingIdea; refusal?: PublishRefusal }> {
  const { state, refusal } = await run(ideaDecider, ideaStreamId(ideaId), { type, data, metadata } as IdeaCommand);
  return { state: state as ExistingIdea, refusal };
}

type UserIdeaExtra<T extends UserIdeaCuration['type']> = Omit<Extract<UserIdeaCuration, { type: T }>['data'], 'source' | 'ideaId'>;

/** Runs one curation command on a member's idea, in its creator's workspace: the idea afterwards, and a publish's refusal. */
export async function onUserIdea<T extends UserIdeaCuration['type']>(
  run: RunCommand,
  { source, ideaId, userId }: { source: UserIdeaSource; ideaId: number; userId: string },
  type: T,
  extra: UserIdeaExtra<T>,
  metadata: CommandMetadata,
): Promise<{ userIdea: UserIdea; refusal?: PublishRefusal }> {
  const command = { type, data: { ...extra, source, ideaId }, metadata } as UserIdeaCuration;
  const { state, refusal } = await run(workspaceDecider, workspaceStreamId(userId), command);
  // The decider refuses an idea this workspace does not hold, so it is there afterwards.
  return { userIdea: state.userIdeas.get(userIdeaKey(source, ideaId))!, refusal };
}
