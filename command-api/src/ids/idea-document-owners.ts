// Document ids: allocated from their sequence together with the idea that will hold them, so the command side can
// find a document's stream (`idea-<ideaId>`) from its id alone.
import type { Kysely } from 'kysely';
import type { CommandApiDatabase } from '../command-api-database';
import { nextIds, reserveIdsUpTo } from './id-sequences';

const TABLE = 'command_api.idea_document_owners' as const;

/** A fresh document id for each entry of `ideaIds` (one per document asked for), recorded as that idea's. */
export async function allocateDocumentIds(db: Kysely<CommandApiDatabase>, ideaIds: readonly number[]): Promise<number[]> {
  const ids = await nextIds(db, 'idea_document_ids', ideaIds.length);
  await recordDocumentOwners(db, ids.map((documentId, index) => ({ documentId, ideaId: ideaIds[index]! })));
  return ids;
}

/** Records fixed document ids (the seed's) and keeps the sequence past them; repeating it changes nothing. */
export async function claimDocumentIds(db: Kysely<CommandApiDatabase>, owners: readonly { documentId: number; ideaId: number }[]): Promise<void> {
  if (owners.length === 0) return;
  await reserveIdsUpTo(db, 'idea_document_ids', Math.max(...owners.map((owner) => owner.documentId)));
  await recordDocumentOwners(db, owners);
}

async function recordDocumentOwners(db: Kysely<CommandApiDatabase>, owners: readonly { documentId: number; ideaId: number }[]): Promise<void> {
  // Postgres caps a statement at 65535 parameters: two per row.
  for (let start = 0; start < owners.length; start += 10_000) {
    const rows = owners.slice(start, start + 10_000).map(({ documentId, ideaId }) => ({ document_id: documentId, idea_id: ideaId }));
    await db.insertInto(TABLE).values(rows).onConflict((conflict) => conflict.column('document_id').doNothing()).execute();
  }
}

/** The idea holding a document, or undefined for an id never allocated. */
export async function ideaOfDocument(db: Kysely<CommandApiDatabase>, documentId: number): Promise<number | undefined> {
  const row = await db.selectFrom(TABLE).select('idea_id').where('document_id', '=', documentId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.idea_id);
}
