// The `batch_costs` read model (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): what the admin's AI runs
// cost, for the Batch-Runs and Batch-Docs sections, from the jobs' `job-<id>` streams. The totals of the spec's rows
// (latency, tokensIn, tokensOut, tokens) are sums of these columns, added up when read.
import type { ColumnType } from 'kysely';
import { DOCUMENT_SHORT_NAMES, type DocumentType, type IdeaType } from '@app/domain/ideas/idea-enumerations';
import type { BatchDocView, DocGenerationFigures } from '@app/domain/jobs/job-view';

/** A batch run: one per generate-ideas job. Latencies (ms) and tokens are sums over the items the AI answered. */
export interface BatchesTable {
  /** The job's id. */
  id: string;
  batch: number;
  /** As the admin typed them. */
  categories: string;
  /** Ideas generated of each type. */
  free: number;
  premium: number;
  free_latency: number;
  premium_latency: number;
  tokens_in_free: number;
  tokens_out_free: number;
  tokens_in_premium: number;
  tokens_out_premium: number;
  /** Each item's type as the request named it, so a failed item's generation counts under its type (jsonb). */
  item_types: ColumnType<Record<string, IdeaType>, string, string>;
  /** When the run was asked for. */
  created_at: Date;
}

/** The BatchDocView keys of the document types (prd, pitch, gtm, financial, prelaunch). */
export type DocFiguresKey = { [Key in keyof BatchDocView]: BatchDocView[Key] extends DocGenerationFigures | null ? Key : never }[keyof BatchDocView];
/** The batch-doc key of a document type: the marketplace's short name (the projection writes, the query API reads). */
export const docFiguresKey = (type: DocumentType) => DOCUMENT_SHORT_NAMES[type] as DocFiguresKey;
/** Per document type, the latest generation's latency (ms) and tokens; null while none of that type was generated. */
type DocFiguresColumns = { [Column in `${DocFiguresKey}_${'latency' | 'tokens_in' | 'tokens_out'}`]: number | null };

/** An idea whose documents the admin's document runs generated. */
export interface BatchDocsTable extends DocFiguresColumns {
  idea_id: number;
  /** The idea's title and batch as the latest document's generation found them. */
  title: string;
  batch: number | null;
  /** When the latest of its documents was generated. */
  created_at: Date;
}

/** The last revision of each job stream applied: events at or below it are skipped (idempotent pages). */
export interface BatchCostStreamsTable {
  stream_id: string;
  /** bigint, read as text. */
  last_revision: string;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type BatchCostsProjectionDatabase = {
  batches: BatchesTable;
  batch_docs: BatchDocsTable;
  batch_cost_streams: BatchCostStreamsTable;
};

/** What readers query: the views onto the active generation (a type, not an interface: `withTables` takes it). */
export type BatchCostsReadDatabase = {
  'read.batches': BatchesTable;
  'read.batch_docs': BatchDocsTable;
  'read.batch_cost_streams': BatchCostStreamsTable;
};
