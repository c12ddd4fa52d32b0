import type { QualityControlIdea, QualityControlView } from '@app/domain/quality-control/quality-control-view';

// Test data for the Quality Control section's unit tests: compared ideas, and a report with groups and pairs.

export const qcIdea = (id: number, changes: Partial<QualityControlIdea> = {}): QualityControlIdea => ({
  id,
  title: `Farm ledger ${id}`,
  description: 'Pays farmers on time.',
  category: 'Fintech, Agriculture',
  batchNumber: 7,
  type: 'FREE',
  status: 'Unpublished',
  createdAt: '2025-03-01T10:00:00.000Z',
  ...changes,
});

/** Two groups (ideas 1-3, ideas 4-5) and two pairs (6 with 7, the group of 1 with 8). */
export const qcReport = (): QualityControlView => ({
  exactDuplicates: [
    { key: 'a1', ideas: [qcIdea(1), qcIdea(2), qcIdea(3)] },
    { key: 'b2', ideas: [qcIdea(4), qcIdea(5)] },
  ],
  exactDuplicatesTotal: 2,
  similarIdeas: [
    { idea1: qcIdea(6), idea2: qcIdea(7), idea1GroupSize: 1, idea2GroupSize: 1, similarity: 0.87 },
    { idea1: qcIdea(1), idea2: qcIdea(8), idea1GroupSize: 3, idea2GroupSize: 1, similarity: 0.75 },
  ],
  similarIdeasTotal: 2,
});

/** A report as the infinite queries cache it: its pages, each read from an offset. */
export const qcPages = (...pages: QualityControlView[]) => ({ pages, pageParams: pages.map((_, index) => index * 100) });
