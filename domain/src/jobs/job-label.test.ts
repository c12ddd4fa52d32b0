import { describe, expect, it } from 'vitest';
import type { DocumentType, IdeaType } from '../ideas/idea-enumerations';
import type { GenerateDocumentsRequest, GenerateIdeasRequest, ScoreIdeasRequest } from './job-events';
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

  it('names the platform ideas a scoring job covers by their ids and counts the members\' ideas', () => {
    const scoring = (items: ScoreIdeasRequest['items']): ScoreIdeasRequest => ({ kind: 'score-ideas', rubricVersion: 2, items });
    const chunks = [{ key: '1-250', firstId: 1, lastId: 250 }, { key: '251-300', firstId: 251, lastId: 300 }];
    const members = [{ key: 'member-a', userId: 'a', ideaIds: [100000, 100004] }, { key: 'member-b', userId: 'b', ideaIds: [200001] }];
    expect(jobLabel(scoring(chunks))).toBe('Score ideas 1-300 with rubric v2');
    expect(jobLabel(scoring([{ key: '7-7', firstId: 7, lastId: 7 }]))).toBe('Score idea 7 with rubric v2');
    expect(jobLabel(scoring([...chunks, ...members]))).toBe('Score ideas 1-300 and 3 member ideas with rubric v2');
    expect(jobLabel(scoring([{ key: 'member-b-200001', userId: 'b', ideaIds: [200001] }]))).toBe('Score 1 member idea with rubric v2');
  });
});
