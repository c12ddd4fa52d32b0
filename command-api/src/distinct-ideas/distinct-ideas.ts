// An admin's batch never repeats an idea of the catalog (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"):
// no title twice, no exact duplicate, no pair at Quality Control's threshold or above, by Quality Control's own
// measure (infra/src/idea-similarity/similarity.ts, its candidates found with finer bands), so a batch adds nothing to
// Quality Control's lists.
//
// The catalog's texts are kept in `command_api.idea_texts`, followed from the store's idea events (created and edited
// ideas; a deleted idea stays, as it may be restored), and a batch item claims its new idea's text there before it
// creates the idea. Items run at once in several processes, so the look and the claim are one transaction under an
// advisory lock: two items never both claim near-twins. A redelivered item finds its own claim and passes it over.
import { sql, type Kysely, type Transaction } from 'kysely';
import { SIMILARITY_THRESHOLD } from '@app/domain/quality-control/quality-control-view';
import type { IdeaCreated, IdeaEdited } from '@app/domain/ideas/idea-events';
import type { EventStore, RecordedEvent } from '@app/infra/event-store/event-store';
import { formatPosition, parsePosition, type Position } from '@app/infra/event-store/position';
import { CLAIM_BAND_ROWS, decodeShingles, encodeShingles, fingerprint, jaccard, normalisedWords } from '@app/infra/idea-similarity/similarity';
import type { CommandApiDatabase } from '../command-api-database';
import { COMMAND_API_SCHEMA } from '../idempotency/idempotency.table';
import type { IdeaTextsTable } from './idea-texts.table';

export interface DistinctIdeasDeps {
  db: Kysely<CommandApiDatabase>;
  eventStore: EventStore;
}

export interface IdeaText {
  title: string;
  description: string;
}

/** Claimed: the text is the idea's now; otherwise the id of an idea it repeats. */
export type TextClaim = { claimed: true } | { claimed: false; repeats: number };

const TEXTS = 'command_api.idea_texts' as const;
const POSITION = 'command_api.idea_texts_position' as const;
const FOLLOWED: readonly (IdeaCreated | IdeaEdited)['type'][] = ['IdeaCreated', 'IdeaEdited'];
const PAGE = 1000;
const LOCK = `${COMMAND_API_SCHEMA}.idea_texts`;

/**
 * Claims `text` for the idea `ideaId` (not created yet) when it repeats no other platform idea: not its title, not its
 * text, and no pair at SIMILARITY_THRESHOLD or above.
 */
export async function claimDistinctText(deps: DistinctIdeasDeps, ideaId: number, text: IdeaText): Promise<TextClaim> {
  return deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${LOCK}))`.execute(trx);
    await followIdeaTexts(trx, deps.eventStore);
    const row = textRow(ideaId, text);
    const repeats = await repeatedIdea(trx, row);
    if (repeats !== undefined) return { claimed: false, repeats };
    await saveTexts(trx, [row]);
    return { claimed: true };
  });
}

function textRow(ideaId: number, { title, description }: IdeaText): IdeaTextsTable {
  const { key, bands, shingles } = fingerprint(title, description, CLAIM_BAND_ROWS);
  return { idea_id: ideaId, title, description, title_key: normalisedWords(title).join(' '), text_key: key, bands, shingles: encodeShingles(shingles) };
}

/**
 * Another idea with the same title or text, or at least SIMILARITY_THRESHOLD similar; the candidates share one of the
 * claim's finer bands (CLAIM_BAND_ROWS), so practically no such idea is missed.
 */
async function repeatedIdea(trx: Transaction<CommandApiDatabase>, row: IdeaTextsTable): Promise<number | undefined> {
  const candidates = await trx
    .selectFrom(TEXTS)
    .select(['idea_id', 'title_key', 'text_key', 'shingles'])
    .where('idea_id', '<>', row.idea_id)
    .where((eb) => eb.or([eb('title_key', '=', row.title_key), eb('text_key', '=', row.text_key), sql<boolean>`bands && ${row.bands}::int4[]`]))
    .execute();
  const shingles = decodeShingles(row.shingles);
  const repeated = candidates.find(
    (candidate) =>
      candidate.title_key === row.title_key || candidate.text_key === row.text_key || jaccard(shingles, decodeShingles(candidate.shingles)) >= SIMILARITY_THRESHOLD,
  );
  // The column is a bigint, which the driver reads as text.
  return repeated && Number(repeated.idea_id);
}

async function saveTexts(trx: Transaction<CommandApiDatabase>, rows: readonly IdeaTextsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto(TEXTS)
    .values(rows.map((row) => ({ ...row, bands: sql<number[]>`${row.bands}::int4[]` })))
    .onConflict((conflict) =>
      conflict.column('idea_id').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        title_key: eb.ref('excluded.title_key'),
        text_key: eb.ref('excluded.text_key'),
        bands: eb.ref('excluded.bands'),
        shingles: eb.ref('excluded.shingles'),
      })),
    )
    .execute();
}

/** Brings the table up to the store's head: the texts of the ideas created or edited since it last looked. */
async function followIdeaTexts(trx: Transaction<CommandApiDatabase>, eventStore: EventStore): Promise<void> {
  const saved = await trx.selectFrom(POSITION).select('position').executeTakeFirst();
  let after: Position | undefined = parsePosition(saved?.position);
  for (;;) {
    const page = await eventStore.readAll({ ...(after ? { after } : {}), limit: PAGE, eventTypes: FOLLOWED });
    await saveTexts(trx, await textsOfPage(trx, page.events));
    if (page.next) after = page.next;
    if (page.atEnd || !page.next) break;
  }
  if (!after) return;
  const position = formatPosition(after);
  await trx.insertInto(POSITION).values({ id: 1, position }).onConflict((conflict) => conflict.column('id').doUpdateSet({ position })).execute();
}

/** Each idea's text after the page's events, for the ideas whose title or description they set. */
async function textsOfPage(trx: Transaction<CommandApiDatabase>, events: readonly RecordedEvent[]): Promise<IdeaTextsTable[]> {
  const texts = new Map<number, IdeaText>();
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('idea-')) continue;
    const event = { type: recorded.type, data: recorded.data } as IdeaCreated | IdeaEdited;
    if (event.type === 'IdeaCreated') {
      texts.set(event.data.ideaId, { title: event.data.title, description: event.data.description });
      continue;
    }
    const { ideaId, changes } = event.data;
    if (changes.title === undefined && changes.description === undefined) continue;
    const current = texts.get(ideaId) ?? (await storedText(trx, ideaId));
    // An edit of an idea never seen created (none can be) has no text to change.
    if (current) texts.set(ideaId, { title: changes.title ?? current.title, description: changes.description ?? current.description });
  }
  return [...texts].map(([ideaId, text]) => textRow(ideaId, text));
}

async function storedText(trx: Transaction<CommandApiDatabase>, ideaId: number): Promise<IdeaText | undefined> {
  return trx.selectFrom(TEXTS).select(['title', 'description']).where('idea_id', '=', ideaId).executeTakeFirst();
}
