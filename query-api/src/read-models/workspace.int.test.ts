// The workspace read model's reads, over the rows the workspace projection writes for two members' histories (the
// catalog's views are there for the collections' join with the platform ideas).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { ada, appendWorkspaceHistory, fields, grace, november, october } from '@app/projectors/workspace/testing/workspace-history';
import { workspaceProjection } from '@app/projectors/workspace/workspace.projection';
import { openReadModelTestKit, type ReadModelTestKit } from './testing/read-model-test-kit';
import { copiesWithDocumentsThisMonth, findMemberDocument, ideasGeneratedThisMonth, workspaceCollections } from './workspace';

let kit: ReadModelTestKit;

beforeAll(async () => {
  kit = await openReadModelTestKit([workspaceProjection, catalogProjection]);
  await kit.projected((await appendWorkspaceHistory(kit.eventStore)).position);
});

afterAll(async () => {
  await kit?.close();
});

describe('the workspace read model', () => {
  it('answers a member’s collections: copies newest first with the fields as edited, documents and power-ups under every type', async () => {
    const collections = await workspaceCollections(kit.read, ada);
    expect(collections.ugiIdeas).toEqual([
      {
        ...fields('Harbour'),
        title: 'Harbour Slots',
        tags: ['ports', 'berths'],
        id: 300000,
        originalId: 100000,
        source: 'UGI',
        status: 'Unpublished',
        private: false,
        stamp: null,
        addedAt: october(30),
        createdAt: october(30),
        updatedAt: november(4),
      },
    ]);
    expect(collections.ugp2pIdeas).toEqual([expect.objectContaining({ id: 500000, originalId: 200000, source: 'UGP2P', title: 'Orchard', private: false })]);
    // No catalog idea 42 here: a copy whose original is gone reads Unpublished, without a stamp.
    expect(collections.ideas).toEqual([
      expect.objectContaining({ id: 700000, originalId: 42, source: 'FD', description: 'my notes', status: 'Unpublished', private: false, stamp: null, updatedAt: november(5) }),
    ]);
    expect(collections.documents).toEqual({
      PRD: [
        { id: 9002, originalDocId: 9002, userId: ada, ideaCopyId: null, ugiCopyId: 300000, ugp2pCopyId: null, type: 'PRD', content: '# PRD edited', createdAt: november(6), updatedAt: november(8) },
        { id: 9001, originalDocId: 9001, userId: ada, ideaCopyId: 700000, ugiCopyId: null, ugp2pCopyId: null, type: 'PRD', content: '# PRD', createdAt: october(31), updatedAt: october(31) },
      ],
      PITCH_DECK: [],
      GTM: [expect.objectContaining({ id: 9003, content: '# GTM', ugiCopyId: 300000 })],
      FINANCIAL_PLAN: [],
      PRELAUNCH: [],
    });
    expect(collections.powerUps).toEqual({
      DIFFERENTIATORS_DEFENSIBLES: [],
      VALIDATION_HACKS: [{ id: 1, userId: ada, ideaCopyId: null, ugiCopyId: null, ugp2pCopyId: 500000, type: 'VALIDATION_HACKS', content: '- hack', createdAt: november(9), updatedAt: november(9) }],
      VIRALITY_SUGGESTIONS: [],
    });
    const empty = await workspaceCollections(kit.read, 'user-nobody');
    expect(empty).toEqual({
      ideas: [],
      ugiIdeas: [],
      ugp2pIdeas: [],
      documents: { PRD: [], PITCH_DECK: [], GTM: [], FINANCIAL_PLAN: [], PRELAUNCH: [] },
      powerUps: { DIFFERENTIATORS_DEFENSIBLES: [], VALIDATION_HACKS: [], VIRALITY_SUGGESTIONS: [] },
    });
  });

  it('counts the ideas generated and the copies with documents in the UTC month asked for', async () => {
    expect(await ideasGeneratedThisMonth(kit.read, ada, new Date(november(30)))).toBe(1);
    expect(await ideasGeneratedThisMonth(kit.read, ada, new Date('2026-10-01T00:00:00.000Z'))).toBe(1);
    expect(await ideasGeneratedThisMonth(kit.read, ada, new Date('2026-12-01T00:00:00.000Z'))).toBe(0);
    expect(await ideasGeneratedThisMonth(kit.read, grace, new Date(november(15)))).toBe(1);
    // Copy 300000 got two documents this month, copy 700000 one last month.
    expect(await copiesWithDocumentsThisMonth(kit.read, ada, new Date(november(15)))).toBe(1);
    expect(await copiesWithDocumentsThisMonth(kit.read, ada, new Date(october(1)))).toBe(1);
    expect(await copiesWithDocumentsThisMonth(kit.read, grace, new Date(november(15)))).toBe(0);
  });

  it('finds a member’s document with its copy’s title, and nobody else’s', async () => {
    expect(await findMemberDocument(kit.read, ada, 9003)).toEqual({ title: 'Harbour Slots', type: 'GTM', content: '# GTM' });
    expect(await findMemberDocument(kit.read, ada, 9001)).toEqual({ title: 'Ledger', type: 'PRD', content: '# PRD' });
    expect(await findMemberDocument(kit.read, grace, 9003)).toBeUndefined();
  });
});
