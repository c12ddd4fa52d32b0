import type { IdeaCardView, IdeaDetailView, IdeaPage, IdeaView } from '@app/domain/ideas/idea-view';
import type { IdeaScoreDetail, MarketSizing } from '@app/domain/scoring/scorecard';

// Test data for the unit tests that read ideas (the marketplace, trends): an idea's card as a list answers it, or the
// idea with every field as GET /api/ideas/{id} does, with any field changed.

export function testCard(overrides: Partial<IdeaCardView> = {}): IdeaCardView {
  return {
    id: 1,
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
    tags: ['education', 'ai', 'personalised', 'k12'],
    mockup: null,
    country: 'Global',
    private: false,
    autoDeleted: false,
    autoDeleteActivatedAt: null,
    archived: false,
    locked: false,
    score: null,
    ...overrides,
  };
}

export function testIdea(overrides: Partial<IdeaView> = {}): IdeaView {
  return {
    ...testCard(),
    batchNumber: null,
    problem: 'Students fall behind',
    solution: 'Adaptive lessons',
    differentiation: 'Learns from every answer',
    goToMarket: 'Schools first',
    revenue: '$10/month',
    timeline: '6 months',
    teamSize: '4',
    technologies: ['AI/ML'],
    views: 10,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A scorecard as GET /api/ideas/{id} answers it to a viewer who may read the reasons. */
export function testScore(overrides: Partial<IdeaScoreDetail> = {}): IdeaScoreDetail {
  return {
    overall: 72,
    dimensions: { opportunity: 8, problem: 7, feasibility: 6, whyNow: 9, revenue: 7, goToMarket: 5, competition: 4 },
    rubricVersion: 1,
    verdict: 'A large market with a clear need, in a crowded field.',
    reasons: {
      opportunity: 'The market size names $5B.',
      problem: 'Students fall behind is a frequent pain.',
      feasibility: 'A team of 4 in 6 months.',
      whyNow: 'AI/ML makes adaptive lessons cheap.',
      revenue: 'A $10/month subscription.',
      goToMarket: 'Schools first is a slow channel.',
      competition: 'Medium competition with a few incumbents.',
    },
    redFlags: ['Schools buy slowly'],
    greenLights: ['Recurring revenue', 'Large market'],
    ...overrides,
  };
}

export function testSizing(overrides: Partial<MarketSizing> = {}): MarketSizing {
  return {
    tam: 4_200_000_000,
    sam: 850_000_000,
    som: 12_000_000,
    currency: 'USD',
    assumptions: ["TAM from the idea's market size ($4.2B)", 'SAM: English-speaking K-12 families', 'SOM: 1.4% of SAM in three years'],
    ...overrides,
  };
}

/** An idea as GET /api/ideas/{id} answers it: with its scorecard and market sizing. */
export function testIdeaDetail(overrides: Partial<IdeaDetailView> = {}): IdeaDetailView {
  return { ...testIdea(), score: testScore(), marketSizing: testSizing(), ...overrides };
}

export function testPage(ideas: IdeaCardView[], page: number, hasMore: boolean, total: number): IdeaPage {
  return { ideas, pagination: { page, limit: 100, hasMore, counts: { total } } };
}
