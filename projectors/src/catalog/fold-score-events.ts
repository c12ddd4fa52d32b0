// The catalog's scores from the scoring events (catalog-scores.table.ts): `IdeaScored` on a platform idea's own stream
// and `UserIdeaScored` on a member's idea's (their workspace) are kept per idea and rubric version, newest revision of
// that stream winning. A member's scorecard is their personal data, opened here: it goes when they are erased, and
// one a page replays after that is not kept. The rubric's events (one stream, `scoring-rubric`) keep the versions'
// statuses and which one is active, applied once each by the stream's revision. Switching the active
// version is one row of `catalog_meta`: the query API's index sees the build it follows change and loads the new
// version's scores whole, so no idea row is rewritten (docs/decisions.md "Scores live in the catalog").
import { sql, type Kysely } from 'kysely';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { SCORE_DIMENSIONS, type Scorecard } from '@app/domain/scoring/scorecard';
import { SCORING_RUBRIC_STREAM, type IdeaScored, type RubricEvent } from '@app/domain/scoring/scoring-events';
import { workspaceStreamId, type UserIdeaScored } from '@app/domain/workspace/workspace-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { CLOSED } from '../ideas/fold-idea-events';
import { columnsOf, fromExcluded, insertRecordset } from '../runtime/recordset';
import type { CatalogProjectionDatabase } from './catalog.table';
import type { IdeaScoresTable, RubricVersionsTable } from './catalog-scores.table';

export const SCORE_EVENT_TYPES = ['IdeaScored', 'UserIdeaScored', 'RubricVersionDrafted', 'RubricVersionActivated', 'RubricVersionDiscarded'] as const;
const RUBRIC_EVENTS = new Set<string>(SCORE_EVENT_TYPES.slice(2));

const SCORE_COLUMNS = {
  idea_id: 'integer', rubric_version: 'integer', overall: 'integer', dimensions: 'integer[]', scorecard: 'jsonb', fields_hash: 'text', prompt_hash: 'text', provider: 'text',
  model: 'text', tokens_in: 'integer', tokens_out: 'integer', scored_at: 'timestamptz', revision: 'bigint',
} as const satisfies Record<keyof IdeaScoresTable, string>;
const VERSION_COLUMNS = { version: 'integer', status: 'text', prompt_hash: 'text', created_at: 'timestamptz' } as const satisfies Record<keyof RubricVersionsTable, string>;

/** A score as the table keeps it, from either event: the scorecard, its provenance, and the revision of its stream. */
function scoreRow(data: Omit<IdeaScored['data'], 'scorecard'>, scorecard: Scorecard, revision: bigint): IdeaScoresTable {
  return {
    idea_id: data.ideaId,
    rubric_version: data.rubricVersion,
    overall: scorecard.overall,
    dimensions: SCORE_DIMENSIONS.map((dimension) => scorecard.dimensions[dimension].score),
    scorecard,
    fields_hash: data.fieldsHash,
    prompt_hash: data.promptHash,
    provider: data.provider,
    model: data.model,
    tokens_in: data.tokensIn,
    tokens_out: data.tokensOut,
    scored_at: new Date(data.at),
    revision: revision.toString(),
  };
}

/** `erasedMembers`: the members the page erases, whose ideas' scores go with their texts. */
export async function applyScoreEvents(db: Kysely<CatalogProjectionDatabase>, events: readonly RecordedEvent[], erasedMembers: readonly string[]): Promise<void> {
  const scores = new Map<string, IdeaScoresTable>();
  const memberIdeaIds = new Set<number>();
  const rubric: RecordedEvent[] = [];
  for (const event of events) {
    if (event.type === 'IdeaScored') {
      const data = event.data as IdeaScored['data'];
      if (event.streamId === ideaStreamId(data.ideaId)) scores.set(`${data.rubricVersion}:${data.ideaId}`, scoreRow(data, data.scorecard, event.revision));
    } else if (event.type === 'UserIdeaScored') {
      const { personal, ...data } = event.data as UserIdeaScored['data'];
      if (event.streamId !== workspaceStreamId(data.userId) || !personal) continue;
      scores.set(`${data.rubricVersion}:${data.ideaId}`, scoreRow(data, personal.scorecard, event.revision));
      memberIdeaIds.add(data.ideaId);
    } else if (RUBRIC_EVENTS.has(event.type) && event.streamId === SCORING_RUBRIC_STREAM) rubric.push(event);
  }
  if (erasedMembers.length > 0) {
    await sql`DELETE FROM idea_scores WHERE idea_id IN (SELECT id FROM ideas WHERE creator_id = ANY(${erasedMembers}::text[]) AND copy_id IS NOT NULL)`.execute(db);
  }
  // An erased member's idea (its row closed to later events) keeps no score, whichever page its score comes in.
  if (memberIdeaIds.size > 0) {
    const closed = await db.selectFrom('ideas').select('id').where('id', 'in', [...memberIdeaIds]).where('last_revision', '=', CLOSED.toString()).execute();
    const erased = new Set(closed.map((row) => row.id));
    for (const [key, row] of scores) if (erased.has(row.idea_id)) scores.delete(key);
  }
  if (rubric.length > 0) await applyRubricEvents(db, rubric);
  if (scores.size === 0) return;
  const written = await insertRecordset(
    'idea_scores',
    SCORE_COLUMNS,
    [...scores.values()],
    sql`ON CONFLICT (rubric_version, idea_id) DO UPDATE SET ${fromExcluded(columnsOf(SCORE_COLUMNS, 'idea_id', 'rubric_version'))} WHERE idea_scores.revision < excluded.revision
      RETURNING idea_id, rubric_version, prompt_hash`,
  ).execute(db);
  const rows = written.rows as { idea_id: number; rubric_version: number; prompt_hash: string }[];
  if (rows.length === 0) return;
  // The first version has no event: it takes its prompt's hash from the first score given under it.
  const first = rows[0]!;
  await db.updateTable('rubric_versions').set({ prompt_hash: first.prompt_hash }).where('version', '=', first.rubric_version).where('prompt_hash', 'is', null).execute();
  // A score under the active version changes what the idea's row reads as: it takes a fresh change_seq.
  await sql`
    UPDATE ideas SET change_seq = DEFAULT
    WHERE id IN (
      SELECT w.idea_id FROM unnest(${rows.map((row) => row.idea_id)}::int[], ${rows.map((row) => row.rubric_version)}::int[]) AS w(idea_id, version)
      WHERE w.version = (SELECT active_rubric FROM catalog_meta WHERE id = 1))`.execute(db);
}

async function applyRubricEvents(db: Kysely<CatalogProjectionDatabase>, events: readonly RecordedEvent[]): Promise<void> {
  const [stored, meta] = await Promise.all([
    db.selectFrom('rubric_versions').selectAll().execute(),
    db.selectFrom('catalog_meta').select(['active_rubric', 'rubric_revision']).where('id', '=', 1).executeTakeFirstOrThrow(),
  ]);
  const versions = new Map(stored.map((row) => [row.version, row]));
  const changed = new Map<number, RubricVersionsTable>();
  const set = (row: RubricVersionsTable) => {
    versions.set(row.version, row);
    changed.set(row.version, row);
  };
  let active = meta.active_rubric;
  let revision = BigInt(meta.rubric_revision);
  for (const recorded of events) {
    if (recorded.revision <= revision) continue;
    revision = recorded.revision;
    const event = { type: recorded.type, data: recorded.data } as RubricEvent;
    const known = versions.get(event.data.version);
    switch (event.type) {
      case 'RubricVersionDrafted':
        if (!known) set({ version: event.data.version, status: 'draft', prompt_hash: event.data.promptHash, created_at: new Date(event.data.at) });
        break;
      case 'RubricVersionActivated': {
        const previous = versions.get(active);
        if (previous && previous.version !== event.data.version) set({ ...previous, status: 'retired' });
        set({ version: event.data.version, prompt_hash: known?.prompt_hash ?? null, created_at: known?.created_at ?? null, status: 'active' });
        active = event.data.version;
        break;
      }
      case 'RubricVersionDiscarded':
        if (known && known.status !== 'active') set({ ...known, status: 'discarded' });
        break;
    }
  }
  if (changed.size > 0) {
    await insertRecordset('rubric_versions', VERSION_COLUMNS, [...changed.values()], sql`ON CONFLICT (version) DO UPDATE SET ${fromExcluded(['status', 'prompt_hash', 'created_at'])}`).execute(db);
  }
  await db.updateTable('catalog_meta').set({ active_rubric: active, rubric_revision: revision.toString() }).where('id', '=', 1).execute();
}
