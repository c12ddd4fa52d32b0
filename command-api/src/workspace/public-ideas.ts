// A member's idea once it is public (docs/product.md "Scores and market sizing"): it is scored as a platform idea is,
// when it is generated public or shared, and again when its creator edits a scored field while it is public. The
// scoring job is recorded before the change and queued after it (jobs/score-requests.ts), so a crash loses no score;
// it is the system's job (the job actor), since members request no jobs. A private idea is never scored.
import type { Actor } from '@app/domain/shared/decider';
import { changesScoredField } from '@app/domain/scoring/scored-fields';
import { ownUserIdea, workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { CopyFields, UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import type { WorkspaceState } from '@app/domain/workspace/workspace-state';
import type { CommandScope } from '../commands/command-handler';
import { jobMetadata } from '../jobs/job-item-context';
import { memberIdeaItem, recordScoring, withScoring, type ScoreOnChangeDeps } from '../jobs/score-requests';
import { loadWorkspace } from '../reads/stream-states';
import type { WorkspaceDeps } from './workspace-deps';

/** A request's: its log takes a queue's failure. */
export type PublicIdeaDeps = WorkspaceDeps & Pick<ScoreOnChangeDeps, 'log'>;

/** The scoring job of the member's idea, recorded now; the function that queues it once the idea is recorded. */
export function recordMemberScoring(scope: CommandScope, deps: ScoreOnChangeDeps, userId: string, ideaId: number): Promise<() => Promise<void>> {
  return recordScoring(deps, scope.run, jobMetadata(scope), [memberIdeaItem(userId, ideaId)]);
}

function withMemberScoring<T>(scope: CommandScope, deps: ScoreOnChangeDeps, userId: string, ideaId: number, change: () => Promise<T>): Promise<T> {
  return withScoring(deps, scope.run, jobMetadata(scope), [memberIdeaItem(userId, ideaId)], change);
}

/** The member makes an idea they generated public (named by its id or its copy's); sharing again records nothing. */
export async function shareIdea(scope: CommandScope, deps: PublicIdeaDeps, actor: Actor, source: UserIdeaSource, id: number): Promise<void> {
  const share = () => scope.run(workspaceDecider, workspaceStreamId(actor.userId), { type: 'ShareUserIdea', data: { source, id }, metadata: { actor, now: scope.clock.now() } });
  // An idea that is not theirs is the decider's 404; one already public has its score.
  const userIdea = ownUserIdea(await loadWorkspace(deps, actor.userId), source, id);
  await (userIdea.private ? withMemberScoring(scope, deps, actor.userId, userIdea.ideaId, share) : share());
}

/**
 * An edit of the member's copy, scored again when the copy stands for their own public idea and a scored field
 * changes (any other edit is made as it is).
 */
export function editScoredCopy<T>(scope: CommandScope, deps: ScoreOnChangeDeps, state: WorkspaceState, copyId: number, changes: Partial<CopyFields>, edit: () => Promise<T>): Promise<T> {
  const userIdea = [...state.userIdeas.values()].find((candidate) => candidate.copyId === copyId);
  if (!userIdea || userIdea.private || userIdea.deleted || !changesScoredField(changes)) return edit();
  return withMemberScoring(scope, deps, userIdea.userId, userIdea.ideaId, edit);
}
