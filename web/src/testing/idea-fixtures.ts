import type { IdeaDetailView, IdeaPage, IdeaView } from '@app/domain/ideas/idea-view';

// Test data for the unit tests that read ideas (the marketplace, trends): an idea as GET /api/ideas answers it, with
// any field changed.

export function testIdea(overrides: Partial<IdeaView> = {}): IdeaView {
  return {
    id: 1,
    batchNumber: null,
    source: 'FD',
    title: 'Adaptive AI tutor',
    description: 'Lessons that adapt to how each student learns.',
    category: 'EdTech, HealthTech',
    type: 'FREE',
    status: 'Published',
    stamp: null,
    marketSize: '$5B global tutoring market',
    businessModel: 'B2C subscription',
    competition: 'Medium — a few incumbents',
    wowFactor: 'Feels like a personal teacher',
    problem: 'Students fall behind',
    solution: 'Adaptive lessons',
    differentiation: 'Learns from every answer',
    goToMarket: 'Schools first',
    revenue: '$10/month',
    timeline: '6 months',
    teamSize: '4',
    technologies: ['AI/ML'],
    tags: ['education', 'ai', 'personalised', 'k12'],
    mockup: null,
    country: 'Global',
    views: 10,
    private: false,
    autoDeleted: false,
    autoDeleteActivatedAt: null,
    archived: false,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    locked: false,
    score: null,
    ...overrides,
  };
}

/** The same idea as GET /api/ideas/{id} answers it: no score, no market sizing unless given. */
export function testIdeaDetail(overrides: Partial<IdeaDetailView> = {}): IdeaDetailView {
  return { ...testIdea(), score: null, marketSizing: null, ...overrides };
}

export function testPage(ideas: IdeaView[], page: number, hasMore: boolean, total: number): IdeaPage {
  return { ideas, pagination: { page, limit: 100, hasMore, counts: { total } } };
}
