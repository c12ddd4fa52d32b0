import { DOCUMENT_TYPES, IDEA_SOURCES, type DocumentType, type IdeaSource } from '@app/domain/ideas/idea-enumerations';
import type { AdminIdeaDetail, AdminIdeaDocument, AdminIdeaPage, AdminIdeaRow, PublishResults, UnpublishResults } from '../types';

// The server's answers are checked before the table reads them: a table that renders half a row is worse than a
// clear error (spec 001 §8 'Invalid response format from server').

export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor() {
    super('Invalid response format from server');
  }
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const nullableNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const words = (value: unknown) => (Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string') : []);
const numbers = (value: unknown) => (Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : []);

/** A row; null for one without a numeric id (nothing could act on it). */
export function parseIdeaRow(value: unknown): AdminIdeaRow | null {
  if (!isRecord(value) || typeof value.id !== 'number') return null;
  const status = value.status === 'Published' ? 'Published' : 'Unpublished';
  return {
    id: value.id,
    source: (IDEA_SOURCES as readonly unknown[]).includes(value.source) ? (value.source as IdeaSource) : 'FD',
    batchNumber: nullableNumber(value.batchNumber),
    title: text(value.title),
    description: text(value.description),
    category: text(value.category),
    // Kept as sent: a row without a known type is refused by its actions ('Invalid idea data').
    type: value.type as AdminIdeaRow['type'],
    status,
    private: value.private === true,
    approved: typeof value.approved === 'boolean' ? value.approved : status === 'Published',
    stamp: nullableText(value.stamp),
    autoDeleted: value.autoDeleted === true,
    autoDeleteActivatedAt: nullableText(value.autoDeleteActivatedAt),
    archived: value.archived === true,
    trendId: nullableNumber(value.trendId),
    creatorId: text(value.creatorId),
    createdAt: text(value.createdAt),
    updatedAt: text(value.updatedAt),
  };
}

export function parseIdeaPage(body: unknown): AdminIdeaPage {
  if (!isRecord(body) || !Array.isArray(body.ideas)) throw new InvalidResponseError();
  const ideas = body.ideas.map(parseIdeaRow).filter((row): row is AdminIdeaRow => row !== null);
  return { ideas, total: typeof body.total === 'number' ? body.total : ideas.length };
}

export function parseIdeaDetail(body: unknown): AdminIdeaDetail {
  const idea = isRecord(body) ? body.idea : undefined;
  const row = parseIdeaRow(idea);
  if (!row || !isRecord(idea)) throw new InvalidResponseError();
  return {
    ...row,
    businessModel: text(idea.businessModel),
    marketSize: text(idea.marketSize),
    competition: text(idea.competition),
    problem: text(idea.problem),
    solution: text(idea.solution),
    differentiation: text(idea.differentiation),
    goToMarket: text(idea.goToMarket),
    wowFactor: text(idea.wowFactor),
    revenue: text(idea.revenue),
    timeline: text(idea.timeline),
    teamSize: text(idea.teamSize),
    technologies: words(idea.technologies),
    tags: words(idea.tags),
    mockup: nullableText(idea.mockup),
    country: text(idea.country),
  };
}

/** In the order of spec 001 §3 (PRD, pitch deck, GTM, financial plan, pre-launch). */
export function parseDocuments(body: unknown): AdminIdeaDocument[] {
  if (!isRecord(body) || !Array.isArray(body.documents)) throw new InvalidResponseError();
  return body.documents
    .filter((doc): doc is Json => isRecord(doc) && typeof doc.id === 'number' && (DOCUMENT_TYPES as readonly unknown[]).includes(doc.type))
    .map((doc) => ({
      id: doc.id as number,
      ideaId: typeof doc.ideaId === 'number' ? doc.ideaId : 0,
      type: doc.type as DocumentType,
      content: text(doc.content),
      createdAt: text(doc.createdAt),
      updatedAt: text(doc.updatedAt),
    }))
    .sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type));
}

export function parseStrings(body: unknown, field: string): string[] {
  if (!isRecord(body) || !Array.isArray(body[field])) throw new InvalidResponseError();
  return words(body[field]);
}

export function parseNumbers(body: unknown, field: string): number[] {
  if (!isRecord(body) || !Array.isArray(body[field])) throw new InvalidResponseError();
  return numbers(body[field]);
}

const incomplete = (value: unknown) =>
  (Array.isArray(value) ? value : [])
    .filter(isRecord)
    .filter((detail) => typeof detail.ideaId === 'number')
    .map((detail) => ({ ideaId: detail.ideaId as number, missingDocuments: words(detail.missingDocuments) as DocumentType[] }));

export function parsePublishResults(body: unknown): PublishResults {
  const results = isRecord(body) ? body.results : undefined;
  if (!isRecord(results)) throw new InvalidResponseError();
  return {
    published: numbers(results.published),
    unpublished: numbers(results.unpublished),
    incompleteDetails: incomplete(results.incompleteDetails),
    reasons: (Array.isArray(results.reasons) ? results.reasons : [])
      .filter(isRecord)
      .filter((entry) => typeof entry.ideaId === 'number' && typeof entry.reason === 'string')
      .map((entry) => ({ ideaId: entry.ideaId as number, reason: entry.reason as string })),
  };
}

export function parseUnpublishResults(body: unknown): UnpublishResults {
  const results = isRecord(body) ? body.results : undefined;
  if (!isRecord(results)) throw new InvalidResponseError();
  return { unpublished: numbers(results.unpublished), incompleteDetails: incomplete(results.incompleteDetails) };
}

/** POST /api/admin/ideas/create/newidea's answer: the new id, and what became of a publish asked for with it. */
export interface CreatedIdea {
  id: number;
  /** Null when no publish was asked for, or it went through. */
  refusedPublish: PublishResults | null;
}

export function createdIdeaOf(body: unknown): CreatedIdea {
  const idea = isRecord(body) ? body.idea : undefined;
  if (!isRecord(idea) || typeof idea.id !== 'number') throw new InvalidResponseError();
  const result = isRecord(body) ? body.publishResult : undefined;
  if (!isRecord(result) || result.published !== false) return { id: idea.id, refusedPublish: null };
  const missingDocuments = words(result.missingDocuments) as DocumentType[];
  return {
    id: idea.id,
    refusedPublish: {
      published: [],
      unpublished: [idea.id],
      incompleteDetails: missingDocuments.length > 0 ? [{ ideaId: idea.id, missingDocuments }] : [],
      reasons: typeof result.reason === 'string' ? [{ ideaId: idea.id, reason: result.reason }] : [],
    },
  };
}
