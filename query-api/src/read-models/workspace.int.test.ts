// The workspace read model's reads, over the rows the workspace projection writes for two members' histories (the
// catalog's views are there for the collections' join with the platform ideas), then as an admin curates their
// ideas and deletes and restores a platform idea one of them saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaStreamId, type IdeaEvent } from '@app/domain/ideas/idea-events';
import { SHARE_LABELS, shareState } from '@app/domain/workspace/workspace-view';
import type { AppendResult } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import {
  ada,
  admin,
  appendCuration,
  appendWorkspaceEvents,
  appendWorkspaceHistory,
  fields,
  grace,
  harbour,
  november,
  october,
  orchard,
} from '@app/projectors/workspace/testing/workspace-history';
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

/** Idea 42's events, as the admin's commands record them on its stream. */
function appendPlatformIdea42(events: IdeaEvent[]): Promise<AppendResult> {
  return kit.eventStore.append(
    ideaStreamId(42),
    events.map((event) => {
      const id = uuidv7();
      return { id, type: event.type, data: event.data, metadata: { userId: admin, commandId: id, correlationId: id, causationId: id, at: event.data.at } };
    }),
  );
}

describe("the workspace read model under an admin's curation", () => {
  it("shows an approved idea as 'Shared', with its stamp, to its creator and to a member who saved it", async () => {
    const saved = { userId: grace, copyId: 300002, kind: 'ugi', originalId: 100000, idea: fields('Harbour Slots'), at: november(11) } as const;
    await appendWorkspaceEvents(kit.eventStore, grace, [{ type: 'IdeaSavedToWorkspace', data: saved }]);
    await kit.projected(
      (
        await appendCuration(kit.eventStore, [
          { type: 'UserIdeaPublished', data: { ...harbour, at: november(12) } },
          { type: 'UserIdeaStamped', data: { ...harbour, stamp: 'Top Picks', at: november(12) } },
        ])
      ).position,
    );
    const [own] = (await workspaceCollections(kit.read, ada)).ugiIdeas;
    expect(own).toEqual(expect.objectContaining({ id: 300000, status: 'Published', private: false, stamp: 'Top Picks' }));
    expect(SHARE_LABELS[shareState(own!)]).toBe('Shared');
    expect((await workspaceCollections(kit.read, grace)).ugiIdeas).toEqual([
      expect.objectContaining({ id: 300002, originalId: 100000, status: 'Published', private: false, stamp: 'Top Picks' }),
      expect.objectContaining({ id: 300001, title: 'Clinic' }),
    ]);
    // Orchard, public but not approved, still waits.
    const [waiting] = (await workspaceCollections(kit.read, ada)).ugp2pIdeas;
    expect(SHARE_LABELS[shareState(waiting!)]).toBe('Waiting for approval');
  });

  it("takes every member's copies of a deleted user idea out of view with their documents and power-ups, and a restore brings them back as they were", async () => {
    const before = { ada: await workspaceCollections(kit.read, ada), grace: await workspaceCollections(kit.read, grace) };
    const deletion = (idea: typeof harbour | typeof orchard, title: string) =>
      ({ type: 'UserIdeaDeleted', data: { ...idea, title, description: `${title} description`, at: november(13) } }) as const;
    await kit.projected((await appendCuration(kit.eventStore, [deletion(harbour, 'Harbour Slots'), deletion(orchard, 'Orchard')])).position);

    const adas = await workspaceCollections(kit.read, ada);
    expect(adas.ugiIdeas).toEqual([]);
    expect(adas.ugp2pIdeas).toEqual([]);
    expect(adas.ideas).toEqual(before.ada.ideas);
    // Harbour's documents went with it; the platform idea copy's stayed.
    expect(adas.documents).toEqual({ ...before.ada.documents, PRD: [expect.objectContaining({ id: 9001 })], GTM: [] });
    expect(adas.powerUps).toEqual({ DIFFERENTIATORS_DEFENSIBLES: [], VALIDATION_HACKS: [], VIRALITY_SUGGESTIONS: [] });
    expect((await workspaceCollections(kit.read, grace)).ugiIdeas).toEqual([expect.objectContaining({ id: 300001, title: 'Clinic' })]);
    expect(await findMemberDocument(kit.read, ada, 9003)).toBeUndefined();
    expect(await findMemberDocument(kit.read, ada, 9001)).toEqual({ title: 'Ledger', type: 'PRD', content: '# PRD' });
    // The caps count what was generated, deleted or not, as the workspace's decisions do.
    expect(await copiesWithDocumentsThisMonth(kit.read, ada, new Date(november(15)))).toBe(1);
    expect(await ideasGeneratedThisMonth(kit.read, ada, new Date(november(15)))).toBe(1);

    await kit.projected(
      (
        await appendCuration(kit.eventStore, [
          { type: 'UserIdeaRestored', data: { ...harbour, at: november(14) } },
          { type: 'UserIdeaRestored', data: { ...orchard, at: november(14) } },
        ])
      ).position,
    );
    expect({ ada: await workspaceCollections(kit.read, ada), grace: await workspaceCollections(kit.read, grace) }).toEqual(before);
    expect(await findMemberDocument(kit.read, ada, 9003)).toEqual({ title: 'Harbour Slots', type: 'GTM', content: '# GTM' });
  });

  it('takes a member’s copy of a deleted platform idea out of view with its documents, and a restore brings it back as it was', async () => {
    const created = { ...fields('Ledger'), batchNumber: null, stamp: null, ideaId: 42, creatorId: admin, createdAt: october(1), at: october(1) };
    await kit.projected((await appendPlatformIdea42([{ type: 'IdeaCreated', data: created }, { type: 'IdeaPublished', data: { ideaId: 42, at: october(2) } }])).position);
    const before = await workspaceCollections(kit.read, ada);
    expect(before.ideas).toEqual([expect.objectContaining({ id: 700000, originalId: 42, status: 'Published' })]);

    await kit.projected((await appendPlatformIdea42([{ type: 'IdeaDeleted', data: { ideaId: 42, title: 'Ledger', description: 'Ledger description', at: november(15) } }])).position);
    const during = await workspaceCollections(kit.read, ada);
    expect(during.ideas).toEqual([]);
    expect(during.ugiIdeas).toEqual(before.ugiIdeas);
    expect(during.documents.PRD).toEqual([expect.objectContaining({ id: 9002 })]);
    expect(await findMemberDocument(kit.read, ada, 9001)).toBeUndefined();

    await kit.projected((await appendPlatformIdea42([{ type: 'IdeaRestored', data: { ideaId: 42, at: november(16) } }])).position);
    expect(await workspaceCollections(kit.read, ada)).toEqual(before);
    expect(await findMemberDocument(kit.read, ada, 9001)).toEqual({ title: 'Ledger', type: 'PRD', content: '# PRD' });
  });
});
