import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { GenerateDocumentsInput } from '@app/domain/jobs/schemas';

// The document buttons of the Ideas section (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): one per
// document type and one for all five, each for the selected ideas.

export interface DocumentButton {
  label: string;
  /** null: Generate All Documents. */
  type: DocumentType | null;
}

export const DOCUMENT_BUTTONS: readonly DocumentButton[] = [
  { label: 'Generate PRD', type: 'PRD' },
  { label: 'Pitch Deck', type: 'PITCH_DECK' },
  { label: 'GTM', type: 'GTM' },
  { label: 'Financial Plan', type: 'FINANCIAL_PLAN' },
  { label: 'Pre-launch', type: 'PRELAUNCH' },
  { label: 'Generate All Documents', type: null },
];

/** A button's text with the selection count: 'Generate PRD (3)'. */
export const documentButtonText = (button: DocumentButton, selected: number) => `${button.label} (${selected})`;

/** The request a button sends for the selection, in id order; null with nothing selected. */
export function documentsRequest(button: DocumentButton, selectedIds: ReadonlySet<number>): GenerateDocumentsInput | null {
  if (selectedIds.size === 0) return null;
  const ideaIds = [...selectedIds].sort((a, b) => a - b);
  return button.type === null ? { ideaIds, type: null, generateAll: true } : { ideaIds, type: button.type, generateAll: false };
}
