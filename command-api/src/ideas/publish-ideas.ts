// Bulk publish and unpublish (docs/product.md "Admin: Ideas"): one command per idea, a few at a time, on a platform
// idea's stream or on a member's idea in its creator's workspace (reads/idea-targets.ts). Every id asked for ends up in
// `published` or `unpublished`; those left unpublished are explained in `incompleteDetails` (documents missing) or
// `reasons` (anything else: archived, private, not found, a clash).
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import { IDEA_NOT_FOUND, ideaDecider, type PublishRefusal } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { PublishResults, UnpublishResults } from '@app/domain/ideas/ideas-api';
import type { Actor } from '@app/domain/shared/decider';
import { Conflict, NotFound } from '@app/domain/shared/errors';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { mapBounded } from '../commands/bounded-map';
import type { CommandScope } from '../commands/command-handler';
import { resolveIdea, type ResolveIdeaDeps } from '../reads/idea-targets';

/** Ideas in flight at once: each is a stream read and an append. */
const PARALLEL = 8;

type Outcome = { ok: true } | { ok: false; missingDocuments: DocumentType[]; reason: string | null };

/** Publishes or unpublishes the idea an id names; the refusal of a publish. */
async function setPublication({ run, clock }: CommandScope, deps: ResolveIdeaDeps, ideaId: number, actor: Actor, publish: boolean): Promise<PublishRefusal | undefined> {
  const target = await resolveIdea(deps, ideaId);
  const metadata = { actor, now: clock.now() };
  if (target.kind === 'FD') {
    return (await run(ideaDecider, ideaStreamId(ideaId), { type: publish ? 'PublishIdea' : 'UnpublishIdea', data: {}, metadata })).refusal;
  }
  const { source, userId } = target;
  const type = publish ? 'PublishUserIdea' : 'UnpublishUserIdea';
  return (await run(workspaceDecider, workspaceStreamId(userId), { type, data: { source, ideaId }, metadata })).refusal;
}

export async function publishIdeas(scope: CommandScope, deps: ResolveIdeaDeps, ideaIds: readonly number[], actor: Actor): Promise<PublishResults> {
  const ids = [...new Set(ideaIds)];
  const outcomes = await mapBounded(ids, PARALLEL, async (ideaId): Promise<Outcome> => {
    try {
      const refusal = await setPublication(scope, deps, ideaId, actor, true);
      return refusal ? { ok: false, missingDocuments: refusal.missingDocuments, reason: refusal.reason } : { ok: true };
    } catch (error) {
      // An id that names no live idea, or an idea another writer kept changing: reported, and the others go on.
      if (error instanceof NotFound) return { ok: false, missingDocuments: [], reason: IDEA_NOT_FOUND };
      if (error instanceof Conflict) return { ok: false, missingDocuments: [], reason: error.message };
      throw error;
    }
  });
  const results: PublishResults = { published: [], unpublished: [], incompleteDetails: [], reasons: [] };
  outcomes.forEach((outcome, index) => {
    const ideaId = ids[index]!;
    if (outcome.ok) {
      results.published.push(ideaId);
      return;
    }
    results.unpublished.push(ideaId);
    if (outcome.missingDocuments.length > 0) results.incompleteDetails.push({ ideaId, missingDocuments: outcome.missingDocuments });
    if (outcome.reason !== null) results.reasons.push({ ideaId, reason: outcome.reason });
  });
  return results;
}

/** Ids that are not (live) ideas are left out of `unpublished`; unpublishing never lacks documents. */
export async function unpublishIdeas(scope: CommandScope, deps: ResolveIdeaDeps, ideaIds: readonly number[], actor: Actor): Promise<UnpublishResults> {
  const ids = [...new Set(ideaIds)];
  const done = await mapBounded(ids, PARALLEL, async (ideaId) => {
    try {
      await setPublication(scope, deps, ideaId, actor, false);
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  });
  return { unpublished: ids.filter((_, index) => done[index]), incompleteDetails: [] };
}
