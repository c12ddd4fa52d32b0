// Keeps the query API's catalog index in step with the `read.ideas` view (memory-index/read-model-follower.ts: a full
// load first, then the rows whose change_seq moved; read-your-writes for requests carrying x-min-position).
import type { Kysely } from 'kysely';
import { followReadModel, type ReadModelFollower } from '../memory-index/read-model-follower';
import { readCatalogHead, readIdeaChanges } from '../read-models/catalog';
import type { QueryApiDatabase } from '../read-models/query-api-database';
import { CatalogIndex } from './catalog-index';
import { indexedIdeaOf } from './indexed-idea';

export type CatalogSource = ReadModelFollower<CatalogIndex>;

export interface CatalogSourceOptions {
  db: Kysely<QueryApiDatabase>;
  /** Plain reads refresh at most this often (default 250 ms). */
  refreshMs?: number;
  log?: { error(fields: object, message: string): void };
}

export function createCatalogSource(options: CatalogSourceOptions): CatalogSource {
  const { db } = options;
  return followReadModel({
    name: 'catalog index',
    readHead: () => readCatalogHead(db),
    readChanges: (afterSeq, limit) => readIdeaChanges(db, afterSeq, limit),
    changeSeqOf: (row) => BigInt(row.change_seq),
    // A bulk load builds the search postings once, at the end.
    createIndex: ({ bulk }) => new CatalogIndex(bulk ? { search: { deferBuild: true } } : {}),
    upsert: (index, rows) => index.upsert(rows.map(indexedIdeaOf)),
    ...(options.refreshMs === undefined ? {} : { refreshMs: options.refreshMs }),
    ...(options.log ? { log: options.log } : {}),
  });
}
