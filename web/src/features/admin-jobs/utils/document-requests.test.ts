import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { generateDocumentsSchema } from '@app/domain/jobs/schemas';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_BUTTONS, documentButtonText, documentsRequest } from './document-requests';

// docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs": Generate PRD, Pitch Deck, GTM, Financial Plan,
// Pre-launch and Generate All Documents.

const button = (label: string) => {
  const found = DOCUMENT_BUTTONS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

describe('the document buttons', () => {
  it("are the spec's six, one per document type and one for all", () => {
    const labels = DOCUMENT_BUTTONS.map((candidate) => candidate.label);
    expect(labels).toEqual(['Generate PRD', 'Pitch Deck', 'GTM', 'Financial Plan', 'Pre-launch', 'Generate All Documents']);
    expect(DOCUMENT_BUTTONS.flatMap((candidate) => (candidate.type ? [candidate.type] : []))).toEqual([...DOCUMENT_TYPES]);
  });

  it('show the selection count', () => {
    expect(documentButtonText(button('Generate PRD'), 3)).toBe('Generate PRD (3)');
    expect(documentButtonText(button('Generate All Documents'), 0)).toBe('Generate All Documents (0)');
  });

  it("ask for the selected ideas, in the domain schema's shape", () => {
    const selected = new Set([9, 2, 5]);
    const one = documentsRequest(button('Pitch Deck'), selected);
    expect(one).toEqual({ ideaIds: [2, 5, 9], type: 'PITCH_DECK', generateAll: false });
    expect(generateDocumentsSchema.safeParse(one).success).toBe(true);
    const all = documentsRequest(button('Generate All Documents'), selected);
    expect(all).toEqual({ ideaIds: [2, 5, 9], type: null, generateAll: true });
    expect(generateDocumentsSchema.safeParse(all).success).toBe(true);
  });

  it('ask for nothing with no selection', () => {
    expect(documentsRequest(button('GTM'), new Set())).toBeNull();
  });
});
