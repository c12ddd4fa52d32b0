import type { WorkspaceCollections, WorkspaceDocument, WorkspaceIdea, WorkspacePowerUp } from '@app/domain/workspace/workspace-view';

// Workspace shapes for tests, every field filled.

export function testWorkspaceIdea(overrides: Partial<WorkspaceIdea> = {}): WorkspaceIdea {
  return {
    id: 700001,
    originalId: 12,
    source: 'FD',
    status: 'Published',
    private: false,
    stamp: null,
    type: 'FREE',
    title: 'Solar sharing app',
    description: 'Neighbours share rooftop solar output.',
    category: 'GreenTech',
    businessModel: 'B2C',
    marketSize: '$5B',
    competition: 'Medium — a few utilities',
    problem: 'Renters cannot install panels.',
    solution: 'A marketplace for surplus power.',
    differentiation: 'Peer-to-peer metering.',
    goToMarket: 'Apartment blocks first.',
    wowFactor: 'Sell sunshine to your neighbour.',
    revenue: '',
    timeline: '',
    teamSize: '',
    technologies: [],
    tags: ['energy'],
    mockup: null,
    country: 'Global',
    addedAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testDocument(overrides: Partial<WorkspaceDocument> = {}): WorkspaceDocument {
  return {
    id: 9001,
    originalDocId: 9001,
    userId: 'u1',
    ideaCopyId: 700001,
    ugiCopyId: null,
    ugp2pCopyId: null,
    type: 'PRD',
    content: '# PRD',
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function testPowerUp(overrides: Partial<WorkspacePowerUp> = {}): WorkspacePowerUp {
  return {
    id: 1,
    userId: 'u1',
    ideaCopyId: 700001,
    ugiCopyId: null,
    ugp2pCopyId: null,
    type: 'VALIDATION_HACKS',
    content: '- Run a smoke test',
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function testCollections(overrides: Partial<WorkspaceCollections> = {}): WorkspaceCollections {
  return {
    ideas: [],
    ugiIdeas: [],
    ugp2pIdeas: [],
    documents: { PRD: [], PITCH_DECK: [], GTM: [], FINANCIAL_PLAN: [], PRELAUNCH: [] },
    powerUps: { DIFFERENTIATORS_DEFENSIBLES: [], VALIDATION_HACKS: [], VIRALITY_SUGGESTIONS: [] },
    ...overrides,
  };
}
