import { IDEA_STATUSES, IDEA_TYPES } from '@app/domain/ideas/idea-enumerations';
import type {
  ExactDuplicateGroup,
  QualityControlIdea,
  QualityControlView,
  SimilarIdeaPair,
} from '@app/domain/quality-control/quality-control-view';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';

// GET /api/admin/quality-control → { exactDuplicates: [{ key, ideas }], similarIdeas: [{ idea1, idea2, similarity }] }
// (domain/src/quality-control/quality-control-view.ts).

/**
 * The report in the server's order. An idea that cannot be named (no id, an unknown type or status) is dropped, and
 * with it a group left with fewer than two ideas and a pair it was in, so every row left can be viewed and deleted.
 */
export function parseQualityControl(body: unknown): QualityControlView {
  if (!isRecord(body) || !Array.isArray(body.exactDuplicates) || !Array.isArray(body.similarIdeas)) throw new InvalidResponseError();
  return {
    exactDuplicates: body.exactDuplicates.map(parseGroup).filter((group): group is ExactDuplicateGroup => group !== null),
    similarIdeas: body.similarIdeas.map(parsePair).filter((pair): pair is SimilarIdeaPair => pair !== null),
  };
}

function parseGroup(value: unknown): ExactDuplicateGroup | null {
  if (!isRecord(value) || !Array.isArray(value.ideas)) return null;
  const ideas = value.ideas.map(parseIdea).filter((idea): idea is QualityControlIdea => idea !== null);
  const key = optionalText(value.key);
  return key === null || ideas.length < 2 ? null : { key, ideas };
}

function parsePair(value: unknown): SimilarIdeaPair | null {
  if (!isRecord(value)) return null;
  const idea1 = parseIdea(value.idea1);
  const idea2 = parseIdea(value.idea2);
  const similarity = value.similarity;
  if (idea1 === null || idea2 === null || typeof similarity !== 'number' || !(similarity >= 0 && similarity <= 1)) return null;
  return { idea1, idea2, similarity };
}

function parseIdea(value: unknown): QualityControlIdea | null {
  if (!isRecord(value)) return null;
  const { id, type, status, batchNumber } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!isOneOf(IDEA_TYPES, type) || !isOneOf(IDEA_STATUSES, status)) return null;
  return {
    id,
    title: typeof value.title === 'string' ? value.title : '',
    description: typeof value.description === 'string' ? value.description : '',
    category: typeof value.category === 'string' ? value.category : '',
    batchNumber: typeof batchNumber === 'number' && Number.isSafeInteger(batchNumber) && batchNumber >= 0 ? batchNumber : null,
    type,
    status,
    createdAt: optionalText(value.createdAt) ?? '',
  };
}

const isOneOf = <Value extends string>(values: readonly Value[], value: unknown): value is Value => (values as readonly unknown[]).includes(value);
