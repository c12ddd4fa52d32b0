import { describe, expect, it } from 'vitest';
import type { IdeaEvent } from '../ideas/idea-events';
import type { NewIdea } from '../ideas/idea-fields';
import type { Actor } from '../shared/decider';
import { canSaveIdea, platformIdeaFold } from './platform-idea-copy';

const at = '2026-11-22T10:00:00.000Z';
const ideaId = 7;
const idea: NewIdea = {
  title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', category: 'GreenTech', businessModel: 'B2B', marketSize: '$5B',
  competition: 'Medium', problem: 'Fleets cannot report.', solution: 'A ledger.', differentiation: 'Per trip.', goToMarket: 'Associations.',
  wowFactor: 'Audit-ready.', revenue: 'Per vehicle.', timeline: '6 months', teamSize: '4', technologies: ['IoT'], tags: ['carbon'],
  mockup: null, country: 'Global', type: 'FREE', batchNumber: 3, stamp: 'Crazy',
};
const created: IdeaEvent = { type: 'IdeaCreated', data: { ...idea, ideaId, creatorId: 'admin', createdAt: at, at } };
const published: IdeaEvent = { type: 'IdeaPublished', data: { ideaId, at } };
const member: Actor = { userId: 'u', role: 'PRO', emailVerified: true };
const admin: Actor = { ...member, role: 'ADMIN' };
const foldPlatformIdea = (events: readonly IdeaEvent[]) => events.reduce(platformIdeaFold.evolve, platformIdeaFold.initialState());

describe('platformIdeaFold', () => {
  it('copies the current fields and type, without the catalog-only ones (stamp, batch)', () => {
    const { fields } = foldPlatformIdea([
      created,
      { type: 'IdeaEdited', data: { ideaId, changes: { title: 'Fleet Ledger', tags: ['fleets'] }, at } },
      { type: 'IdeaTypeChanged', data: { ideaId, type: 'PREMIUM', at } },
    ]);
    const { batchNumber: _batch, stamp: _stamp, ...content } = idea;
    expect(fields).toEqual({ ...content, title: 'Fleet Ledger', tags: ['fleets'], type: 'PREMIUM' });
  });

  it('has no fields before the idea exists', () => {
    expect(foldPlatformIdea([]).fields).toBeNull();
  });
});

describe('canSaveIdea', () => {
  const archived: IdeaEvent = { type: 'IdeaArchived', data: { ideaId, at } };
  const deleted: IdeaEvent = { type: 'IdeaDeleted', data: { ideaId, title: idea.title, description: idea.description, at } };

  it.each([
    ['a published idea', [created, published], true, true],
    ['an unpublished idea', [created], false, true],
    ['an archived idea', [created, published, archived], false, true],
    ['a deleted idea', [created, published, deleted], false, false],
    ['no idea', [], false, false],
  ] as const)('%s: members %s, ADMIN %s', (_, events, byMember, byAdmin) => {
    expect(canSaveIdea(member, foldPlatformIdea(events))).toBe(byMember);
    expect(canSaveIdea(admin, foldPlatformIdea(events))).toBe(byAdmin);
  });
});
