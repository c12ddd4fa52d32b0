// Events of the job aggregate (stream `job-<id>`, docs/architecture.md "Long work: jobs"): an admin's long AI work,
// recorded as the request (with every item named up front), each item's outcome, a cancel, and the end. Items are
// idempotent: an item's outcome is recorded once, and the ids its effect writes (a new idea's id, a document's id)
// are allocated with the request, so a redelivered item lands on the same stream with the same ids.
import type { DomainEvent } from '../shared/decider';
import type { DocumentType, IdeaType } from '../ideas/idea-enumerations';
import type { GenerationRecord } from '../workspace/workspace-fields';

export const jobStreamId = (jobId: string) => `job-${jobId}`;
/** A job's id is a UUID: anything else in a path names no job. */
export const isJobId = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text);

export const JOB_KINDS = ['generate-ideas', 'generate-documents', 'score-ideas'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** One idea of a batch: `key` is 'free-1' ... 'premium-3'; `ideaId` is allocated with the request. */
export interface IdeaItem {
  key: string;
  ideaId: number;
  type: IdeaType;
}

/** One document of one idea: `key` is '<ideaId>-<type>'; `documentId` is allocated with the request. */
export interface DocumentItem {
  key: string;
  ideaId: number;
  documentType: DocumentType;
  documentId: number;
}

/**
 * The platform ideas with ids from `firstId` to `lastId` (ids with no idea are passed over): `key` is
 * '<firstId>-<lastId>'. Chunks keep a job of 100,000 ideas to a few hundred items.
 */
export interface ScoreChunkItem {
  key: string;
  firstId: number;
  lastId: number;
}

/**
 * A member's ideas (UGI, UGP2P), scored in their creator's workspace: `key` is 'member-<userId>' (every public idea of
 * theirs the job names) or 'member-<userId>-<ideaId>' (one). A private or deleted idea is passed over.
 */
export interface MemberScoreItem {
  key: string;
  userId: string;
  ideaIds: number[];
}

/** POST /api/admin/ideas/generate-batch (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"). */
export interface GenerateIdeasRequest {
  kind: 'generate-ideas';
  batchNumber: number;
  /** As typed: comma-separated categories, '' for any. */
  categories: string;
  /** The trend the new ideas are linked to; null: none. */
  trendId: number | null;
  /** The stamp every new idea gets ('Top Picks', 'Crazy'), or null. */
  stamp: string | null;
  items: IdeaItem[];
}

/** POST /api/admin/documents/generate. */
export interface GenerateDocumentsRequest {
  kind: 'generate-documents';
  generateAll: boolean;
  items: DocumentItem[];
}

/**
 * Scores under a rubric version (docs/product.md "Scores and market sizing"): of a new or edited idea, of the seed
 * catalog at first start, or of every platform idea for a draft version (POST /api/admin/scoring/rubrics/{v}/rescore).
 */
export interface ScoreIdeasRequest {
  kind: 'score-ideas';
  rubricVersion: number;
  items: (ScoreChunkItem | MemberScoreItem)[];
}

export type JobRequest = GenerateIdeasRequest | GenerateDocumentsRequest | ScoreIdeasRequest;
export type JobItem = JobRequest['items'][number];

export type JobRequested = DomainEvent<'JobRequested', { jobId: string; request: JobRequest; at: string }>;

/** What an item produced. Ideas: the idea and whether it was linked to the batch's trend. Documents: the document. */
export type ItemResult =
  | { kind: 'idea'; ideaId: number; title: string; type: IdeaType; linked: boolean }
  | { kind: 'document'; ideaId: number; title: string; documentType: DocumentType; documentId: number; batchNumber: number | null }
  /** A chunk's ideas: newly scored, already scored under the version with the same fields (or gone), not scored. */
  | { kind: 'scores'; scored: number; unchanged: number; failed: number };

export type JobItemSucceeded = DomainEvent<
  'JobItemSucceeded',
  { jobId: string; itemKey: string; result: ItemResult; generation: GenerationRecord; at: string }
>;
/**
 * `reason` is for the admin ('Idea not found', the AI's failure); `generation` when the AI answered but was refused.
 */
export type JobItemFailed = DomainEvent<
  'JobItemFailed',
  { jobId: string; itemKey: string; reason: string; generation: GenerationRecord | null; at: string }
>;
/** The items not yet done are never started; items already running still record their outcome. */
export type JobCancelled = DomainEvent<'JobCancelled', { jobId: string; at: string }>;
/** Every item has an outcome. */
export type JobCompleted = DomainEvent<'JobCompleted', { jobId: string; succeeded: number; failed: number; at: string }>;

export type JobEvent = JobRequested | JobItemSucceeded | JobItemFailed | JobCancelled | JobCompleted;

export const JOB_EVENT_TYPES = ['JobRequested', 'JobItemSucceeded', 'JobItemFailed', 'JobCancelled', 'JobCompleted'] as const satisfies readonly JobEvent['type'][];

/** A chunk of platform ideas, not a member's. */
export const isScoreChunk = (item: ScoreChunkItem | MemberScoreItem): item is ScoreChunkItem => 'firstId' in item;
