// Keeps the query API's admin idea list in step with the `read.admin_ideas` view (memory-index/read-model-follower.ts:
// a full load first, then the rows whose change_seq moved; read-your-writes for requests carrying x-min-position).
import type { Kysely } from 'kysely';
import { followReadModel, type ReadModelFollower } from '../memory-index/read-model-follower';
import { readAdminIdeaChanges, readAdminIdeasHead } from '../read-models/admin-ideas';
import type { QueryApiDatabase } from '../read-models/query-api-database';
import { AdminIdeaIndex } from './admin-idea-index';

export type AdminIdeasSource = ReadModelFollower<AdminIdeaIndex>;

export interface AdminIdeasSourceOptions {
  db: Kysely<QueryApiDatabase>;
  /** Plain reads refresh at most this often (default 250 ms). */
  refreshMs?: number;
  log?: { error(fields: object, message: string): void };
}

export function createAdminIdeasSource(options: AdminIdeasSourceOptions): AdminIdeasSource {
  const { db } = options;
  return followReadModel({
    name: 'admin idea list',
    readHead: () => readAdminIdeasHead(db),
    readChanges: (afterSeq, limit) => readAdminIdeaChanges(db, afterSeq, limit),
    changeSeqOf: (row) => row.changeSeq,
    // A bulk load builds the search postings once, at the end.
    createIndex: ({ bulk }) => new AdminIdeaIndex(bulk ? { search: { deferBuild: true } } : {}),
    upsert: (index, rows) => index.upsert(rows),
    ...(options.refreshMs === undefined ? {} : { refreshMs: options.refreshMs }),
    ...(options.log ? { log: options.log } : {}),
  });
}
