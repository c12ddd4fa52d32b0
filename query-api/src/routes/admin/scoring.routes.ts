// The admin's reads of the scoring rubric (docs/product.md "Scores and market sizing"): its versions with what
// re-scoring costs, and a version's distributions beside the active one's. The commands are the command API's.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RUBRIC_VERSION_NOT_FOUND, scoringApi } from '@app/domain/scoring/scoring-api';
import { NotFound } from '@app/domain/shared/errors';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import type { EventStore } from '@app/infra/event-store/event-store';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { compareRubricVersions, listRubricVersions, rubricVersionsOf } from '../../read-models/scoring';

/** The scoring prompt in force, read as the AI calls read it (prompts.routes.ts says why not from a read model). */
async function scoringPrompt(eventStore: EventStore): Promise<string> {
  return (await loadPrompts(eventStore)).SCORING.content;
}

export function scoringRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; eventStore: EventStore }): void {
  const { db } = deps;

  route(app, scoringApi.versions, async () => ({ versions: await listRubricVersions(db, await scoringPrompt(deps.eventStore)) }));

  route(app, scoringApi.compare, async (request) => {
    const { version } = request.params;
    const { active, exists } = await rubricVersionsOf(db, version);
    if (!exists) throw new NotFound(RUBRIC_VERSION_NOT_FOUND);
    return compareRubricVersions(db, active, version);
  });
}
