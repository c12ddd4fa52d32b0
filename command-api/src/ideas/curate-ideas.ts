// The admin's calls on one idea (docs/product.md "Admin: Ideas"), each a workflow: name the idea
// (reads/idea-targets.ts: a platform idea, or a member's in its creator's workspace), run its one command
// (idea-commands.ts), and say what the answer shows. The deciders check ADMIN and every rule; nothing here decides
// again.
import type { Kysely } from 'kysely';
import { DELETED_IDEA_NOT_FOUND, DOCUMENT_NOT_FOUND, type PublishRefusal } from '@app/domain/ideas/idea-decider';
import { DOCUMENT_TYPES, type IdeaSource, type IdeaType } from '@app/domain/ideas/idea-enumerations';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import type { UpdateIdea } from '@app/domain/ideas/idea-commands';
import { changesScoredField } from '@app/domain/scoring/scored-fields';
import type { Actor } from '@app/domain/shared/decider';
import { NotFound } from '@app/domain/shared/errors';
import type { CommandApiDatabase } from '../command-api-database';
import type { CommandScope } from '../commands/command-handler';
import { nextId } from '../ids/id-sequences';
import { ideaOfDocument } from '../ids/idea-document-owners';
import { ideaCandidates, platformIdeaId, resolveIdea, type IdeaTarget, type ResolveIdeaDeps } from '../reads/idea-targets';
import { onIdea, onUserIdea } from './idea-commands';
import { platformIdeaItems, withScoring, type ScoreOnChangeDeps } from '../jobs/score-requests';
import type { WorkQueue } from '@app/infra/work-queue/work-queue';

/** What the admin's idea calls need: where ideas are, and the work queue their scoring jobs go to. */
export type AdminIdeaDeps = ResolveIdeaDeps & { workQueue: WorkQueue };

/** The idea an admin's call names: its id and, when the SPA sends it, its source (`?source=`). */
export interface NamedIdea {
  ideaId: number;
  source?: IdeaSource;
}

/** A just-created idea as the read side will show it (docs/product.md "Data model"). */
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
    // Scored after it is created, through the job queue.
    score: null,
  };
}

/**
 * A platform idea, numbered from the command API's own sequence. Asked for as Published, it is created and published
 * in one decision; a refusal (a new idea has no documents yet) leaves it Unpublished and says why in `publishResult`.
 */
export async function createIdea(
  { run, clock }: CommandScope,
  deps: { db: Kysely<CommandApiDatabase> } & ScoreOnChangeDeps,
  actor: Actor,
  idea: NewIdea,
  publish: boolean,
) {
  const ideaId = await nextId(deps.db, 'platform_idea_ids');
  const now = clock.now();
  const create = () => onIdea(run, ideaId, 'CreateIdea', { ideaId, idea, documents: [], createdAt: now, publish }, { actor, now });
  const { state, refusal } = await withScoring(deps, run, { actor, now }, platformIdeaItems([ideaId]), create);
  const publishResult = refusal
    ? { published: false, missingDocuments: refusal.missingDocuments, reason: refusal.reason }
    : { published: true, missingDocuments: [], reason: null };
  return { idea: createdIdeaView(ideaId, idea, state, now.toISOString()), ...(publish ? { publishResult } : {}) };
}

/**
 * The whole edit in one decision: the idea afterwards, or the refusal of the publish it asked for (nothing recorded).
 * An edit of a field the score is computed from has the idea scored again.
 */
export async function updateIdea(
  { run, clock }: CommandScope,
  deps: ResolveIdeaDeps & ScoreOnChangeDeps,
  actor: Actor,
  named: NamedIdea,
  edit: UpdateIdea['data'],
): Promise<{ ideaId: number; state: ExistingIdea; refusal?: PublishRefusal }> {
  const ideaId = await platformIdeaId(deps, named.ideaId, named.source);
  const metadata = { actor, now: clock.now() };
  const update = () => onIdea(run, ideaId, 'UpdateIdea', edit, metadata);
  return { ideaId, ...(await (changesScoredField(edit.changes) ? withScoring(deps, run, metadata, platformIdeaItems([ideaId]), update) : update())) };
}

export async function changeIdeaType({ run, clock }: CommandScope, deps: ResolveIdeaDeps, actor: Actor, named: NamedIdea, type: IdeaType) {
  const ideaId = await platformIdeaId(deps, named.ideaId, named.source);
  const { state } = await onIdea(run, ideaId, 'ChangeIdeaType', { type }, { actor, now: clock.now() });
  return { id: ideaId, type: state.type };
}

/** Switched on, the viewers' 48-hour countdown starts from `autoDeleteActivatedAt`. */
export async function switchAutoDelete({ run, clock }: CommandScope, deps: ResolveIdeaDeps, actor: Actor, named: NamedIdea, autoDeleted: boolean) {
  const ideaId = await platformIdeaId(deps, named.ideaId, named.source);
  const { state } = await onIdea(run, ideaId, 'SwitchAutoDelete', { autoDeleted }, { actor, now: clock.now() });
  return { id: ideaId, autoDeleted: state.autoDeleteActivatedAt !== null, autoDeleteActivatedAt: state.autoDeleteActivatedAt };
}

export async function stampIdea({ run, clock }: CommandScope, deps: ResolveIdeaDeps, actor: Actor, named: NamedIdea, stamp: string | null) {
  const target = await resolveIdea(deps, named.ideaId, named.source);
  const metadata = { actor, now: clock.now() };
  const stamped =
    target.kind === 'FD'
      ? (await onIdea(run, target.ideaId, 'StampIdea', { stamp }, metadata)).state.stamp
      : (await onUserIdea(run, target, 'StampUserIdea', { stamp }, metadata)).userIdea.stamp;
  return { id: target.ideaId, stamp: stamped };
}

/** Deleted ideas can be restored from Deleted Ideas. */
export async function deleteIdea({ run, clock }: CommandScope, deps: ResolveIdeaDeps, actor: Actor, named: NamedIdea): Promise<void> {
  const target = await resolveIdea(deps, named.ideaId, named.source);
  const metadata = { actor, now: clock.now() };
  if (target.kind === 'FD') await onIdea(run, target.ideaId, 'DeleteIdea', {}, metadata);
  else await onUserIdea(run, target, 'DeleteUserIdea', {}, metadata);
}

/**
 * Of the ideas the id may name, the deleted one is restored; the deciders refuse one that is not deleted, so a restore
 * never needs a read model.
 */
export async function restoreIdea({ run, clock }: CommandScope, deps: ResolveIdeaDeps, actor: Actor, named: NamedIdea): Promise<void> {
  const restore = async (target: IdeaTarget) => {
    const metadata = { actor, now: clock.now() };
    if (target.kind === 'FD') await onIdea(run, named.ideaId, 'RestoreIdea', {}, metadata);
    else await onUserIdea(run, target, 'RestoreUserIdea', {}, metadata);
  };
  for (const target of await ideaCandidates(deps, named.ideaId, named.source)) {
    try {
      await restore(target);
      return;
    } catch (error) {
      // Not deleted: the next candidate may be the deleted one.
      if (!(error instanceof NotFound)) throw error;
    }
  }
  throw new NotFound(DELETED_IDEA_NOT_FOUND);
}

/** Documents live in their idea's stream; the command API's table of document owners names that stream. */
export async function editIdeaDocument({ run, clock }: CommandScope, deps: { db: Kysely<CommandApiDatabase> }, actor: Actor, documentId: number, content: string) {
  const ideaId = await ideaOfDocument(deps.db, documentId);
  if (ideaId === undefined) throw new NotFound(DOCUMENT_NOT_FOUND);
  const { state } = await onIdea(run, ideaId, 'EditIdeaDocument', { documentId, content }, { actor, now: clock.now() });
  const type = DOCUMENT_TYPES.find((documentType) => state.documents[documentType] === documentId);
  return { id: documentId, ideaId, type, content };
}
