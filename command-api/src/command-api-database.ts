// The command API's database (Kysely's example app: one `Database` type assembled from the tables' own files): its
// own tables, in its own schema. Infra's tables (personal data, the dev mailbox) are reached through infra.
import type { IdempotencyDatabase } from './idempotency/idempotency.table';
import type { IdsDatabase } from './ids/ids.table';
import type { IdeaTextsDatabase } from './distinct-ideas/idea-texts.table';

export type CommandApiDatabase = IdempotencyDatabase & IdsDatabase & IdeaTextsDatabase;
