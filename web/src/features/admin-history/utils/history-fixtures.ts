import type { HistoryEntry, IdeaRecord } from '@app/domain/history/history-view';

// Shapes of the history calls for the screens' tests.

export const ideaRecord: IdeaRecord = {
  ideaId: 7,
  title: 'Tutor match',
  description: 'Matches students with tutors nearby.',
  category: 'EdTech, AI',
  businessModel: 'B2C',
  marketSize: '$5B',
  competition: 'Medium',
  problem: 'Tutors are hard to find',
  solution: 'A map of tutors',
  differentiation: 'Verified reviews',
  goToMarket: 'Schools',
  wowFactor: 'Instant match',
  revenue: 'Fees',
  timeline: '6 months',
  teamSize: '3',
  technologies: ['Mobile'],
  tags: ['tutoring', 'kids'],
  mockup: null,
  country: 'Global',
  type: 'PREMIUM',
  batchNumber: 2,
  stamp: 'Crazy',
  publication: 'Published',
  autoDeleteActivatedAt: null,
  archived: false,
  deleted: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  documents: { GTM: { documentId: 12, content: '# GTM' }, PRD: { documentId: 11, content: '# PRD' } },
};

export const entry = (changes: Partial<HistoryEntry> = {}): HistoryEntry => ({
  eventId: 'e-2',
  position: '0000000000000002',
  streamId: 'idea-7',
  revision: 1,
  at: '2026-03-10T11:57:00.000Z',
  type: 'IdeaEdited',
  summary: 'Edited by admin@example.com',
  actor: { kind: 'user', id: 'u-admin', email: 'admin@example.com', username: 'admin', label: 'admin@example.com' },
  changes: [{ field: 'title', from: 'Tutor match', to: 'Tutor finder' }],
  correlationId: 'c-2',
  causationId: 'c-2',
  ...changes,
});
