import { describe, expect, it } from 'vitest';
import type { DocumentType, IdeaType } from '../ideas/idea-enumerations';
import type { GenerateDocumentsRequest, GenerateIdeasRequest } from './job-events';
import { jobLabel } from './job-label';

const batch = (batchNumber: number, types: IdeaType[]): GenerateIdeasRequest => ({
  kind: 'generate-ideas',
  batchNumber,
  categories: '',
  trendId: null,
  stamp: null,
  items: types.map((type, index) => ({ key: `${type.toLowerCase()}-${index}`, ideaId: 100 + index, type })),
});

const documents = (generateAll: boolean, items: [number, DocumentType][]): GenerateDocumentsRequest => ({
  kind: 'generate-documents',
  generateAll,
  items: items.map(([ideaId, documentType], index) => ({ key: `${ideaId}-${documentType}`, ideaId, documentType, documentId: 900 + index })),
});

describe('a job label', () => {
  it('counts a batch’s free and premium ideas, leaving out a kind not asked for', () => {
    expect(jobLabel(batch(7, ['FREE', 'FREE', 'FREE', 'FREE', 'FREE', 'PREMIUM', 'PREMIUM', 'PREMIUM']))).toBe('Batch 7: 5 free + 3 premium ideas');
    expect(jobLabel(batch(0, ['PREMIUM']))).toBe('Batch 0: 1 premium idea');
    expect(jobLabel(batch(2, ['FREE', 'FREE']))).toBe('Batch 2: 2 free ideas');
  });

  it('names the document type asked for, or Generate All Documents, and counts the ideas once each', () => {
    expect(jobLabel(documents(false, [[1, 'PITCH_DECK'], [2, 'PITCH_DECK']]))).toBe('Pitch Deck for 2 ideas');
    expect(jobLabel(documents(false, [[1, 'PRD']]))).toBe('Product Requirements Doc for 1 idea');
    expect(jobLabel(documents(true, [[1, 'PRD'], [1, 'GTM'], [2, 'PRD'], [2, 'GTM']]))).toBe('Generate All Documents for 2 ideas');
  });
});
