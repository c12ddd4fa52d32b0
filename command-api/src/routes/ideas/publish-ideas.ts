// Bulk publish and unpublish (spec 001 §4, §7): one command per idea, a few at a time. Every id asked for ends up in
// `published` or `unpublished`; those left unpublished are explained in `incompleteDetails` (documents missing) or
// `reasons` (anything else: archived, not found, a clash).
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import { IDEA_NOT_FOUND, ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { Actor } from '@app/domain/shared/decider';
import { Conflict, NotFound } from '@app/domain/shared/errors';
import type { Clock } from '../../clock';
import type { RunCommand } from '../../commands/run-command';
import { mapBounded } from './bounded-map';

export interface PublishResults {
  published: number[];
  /** Ids asked for that are not Published after the call. */
  unpublished: number[];
  incompleteDetails: { ideaId: number; missingDocuments: DocumentType[] }[];
  reasons: { ideaId: number; reason: string }[];
}

export interface UnpublishResults {
  unpublished: number[];
  incompleteDetails: { ideaId: number; missingDocuments: DocumentType[] }[];
}

/** Ideas in flight at once: each is a stream read and an append. */
const PARALLEL = 8;

type Outcome = { ok: true } | { ok: false; missingDocuments: DocumentType[]; reason: string | null };

export async function publishIdeas(run: RunCommand, clock: Clock, ideaIds: readonly number[], actor: Actor): Promise<PublishResults> {
  const ids = [...new Set(ideaIds)];
  const outcomes = await mapBounded(ids, PARALLEL, async (ideaId): Promise<Outcome> => {
    try {
      const { refusal } = await run(ideaDecider, ideaStreamId(ideaId), { type: 'PublishIdea', data: {}, metadata: { actor, now: clock.now() } });
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
export async function unpublishIdeas(run: RunCommand, clock: Clock, ideaIds: readonly number[], actor: Actor): Promise<UnpublishResults> {
  const ids = [...new Set(ideaIds)];
  const done = await mapBounded(ids, PARALLEL, async (ideaId) => {
    try {
      await run(ideaDecider, ideaStreamId(ideaId), { type: 'UnpublishIdea', data: {}, metadata: { actor, now: clock.now() } });
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  });
  return { unpublished: ids.filter((_, index) => done[index]), incompleteDetails: [] };
}
