import type { AdminIdeaRow } from '../types';

/** A row of the admin's idea list as the server answers it; `extra` sets what a test looks at. */
export const adminIdeaRow = (id: number, extra: Partial<AdminIdeaRow> = {}): AdminIdeaRow => ({
  id,
  source: 'FD',
  batchNumber: 1,
  title: `Idea ${id}`,
  description: 'd',
  category: 'EdTech',
  type: 'FREE',
  status: 'Unpublished',
  private: false,
  approved: false,
  stamp: null,
  autoDeleted: false,
  autoDeleteActivatedAt: null,
  archived: false,
  trendId: null,
  creatorId: 'system',
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
  ...extra,
});
