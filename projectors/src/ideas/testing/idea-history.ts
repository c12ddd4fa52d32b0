// A history with something of every kind for the two read models that fold idea events (catalog, admin_ideas): the
// admin's test history (the catalog's and the workspace's inside it) with both curations and the restores, more
// platform ideas curated every way there is, members' ideas sealed as the command API seals them today (generated,
// edited through the creator's own copy and not through anyone else's, shared, curated, deleted and restored), then
// two erasures and events recorded after them. The idea fold's test folds it through both projections.
import { IDEA_VIEWS_STREAM, ideaStreamId, type IdeaEvent } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { trendStreamId, type TrendEvent } from '@app/domain/trends/trend-events';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import type { AppendResult } from '@app/infra/event-store/event-store';
import { appendAdminIdeasHistory, appendAs, appendRestores, curator } from '../../admin-ideas/testing/admin-ideas-history';
import { newIdea, views } from '../../catalog/testing/catalog-history';
import { appendSealedWorkspaceEvents, eraseMember, type SealingStore } from '../../erasure/testing/erasures';
import { ada, appendCuration, fields, generation, grace, november } from '../../workspace/testing/workspace-history';

export const lin = 'user-lin';
export const max = 'user-max';
const admin = 'admin-1';
const december = (day: number) => `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** Ideas 4 and 5's fields, other than the catalog history's. */
const energy: Partial<NewIdea> = {
  category: 'CleanTech',
  businessModel: 'Marketplace',
  marketSize: '$750K',
  competition: 'Moderate — two',
  timeline: '9 months',
  teamSize: '5',
  technologies: ['Solar', 'IoT'],
  tags: ['energy'],
  mockup: null,
  country: 'Spain',
  batchNumber: 2,
};

/** Ideas 4 and 5 through every platform event, an edit of an idea that was never created, and a third trend. */
const platformHistories: [string, IdeaEvent[] | TrendEvent[]][] = [
  [
    ideaStreamId(4),
    [
      { type: 'IdeaCreated', data: { ...newIdea('Solar', energy), ideaId: 4, creatorId: admin, createdAt: december(1), at: december(1) } },
      { type: 'IdeaDocumentAdded', data: { ideaId: 4, documentId: 40, type: 'PRD', content: 'PRD of 4', at: december(1) } },
      { type: 'IdeaPublished', data: { ideaId: 4, at: december(2) } },
      { type: 'IdeaEdited', data: { ideaId: 4, changes: { category: 'CleanTech, Energy, CleanTech', marketSize: '€3.5bn', competition: 'Very high — incumbents', tags: [] }, at: december(3) } },
      { type: 'IdeaStamped', data: { ideaId: 4, stamp: 'Crazy', at: december(4) } },
      { type: 'IdeaStamped', data: { ideaId: 4, stamp: null, at: december(5) } },
      { type: 'IdeaAutoDeleteSwitched', data: { ideaId: 4, autoDeleted: true, activatedAt: december(5), at: december(5) } },
      { type: 'IdeaAutoDeleteSwitched', data: { ideaId: 4, autoDeleted: false, activatedAt: null, at: december(6) } },
      { type: 'IdeaDocumentEdited', data: { ideaId: 4, documentId: 40, content: 'PRD of 4, again', at: december(6) } },
      // Idea 1's document, named on idea 4's stream: it stays as it was.
      { type: 'IdeaDocumentEdited', data: { ideaId: 4, documentId: 10, content: 'not idea 4s', at: december(6) } },
      { type: 'IdeaUnpublished', data: { ideaId: 4, at: december(7) } },
      { type: 'IdeaArchived', data: { ideaId: 4, at: december(8) } },
    ],
  ],
  [
    ideaStreamId(5),
    [
      { type: 'IdeaCreated', data: { ...newIdea('Tide', { ...energy, type: 'PREMIUM', stamp: 'Top Picks', batchNumber: null, mockup: 'https://example.com/tide' }), ideaId: 5, creatorId: 'job', createdAt: december(2), at: december(2) } },
      { type: 'IdeaDeleted', data: { ideaId: 5, title: 'Tide', description: 'Tide description', at: december(3) } },
      { type: 'IdeaRestored', data: { ideaId: 5, at: december(4) } },
      { type: 'IdeaTypeChanged', data: { ideaId: 5, type: 'FREE', at: december(5) } },
      { type: 'IdeaDeleted', data: { ideaId: 5, title: 'Tide', description: 'Tide description', at: december(6) } },
      // Edited while deleted: the edit holds, the idea stays deleted.
      { type: 'IdeaEdited', data: { ideaId: 5, changes: { title: 'Tide Two', country: 'Global' }, at: december(7) } },
    ],
  ],
  [ideaStreamId(77), [{ type: 'IdeaEdited', data: { ideaId: 77, changes: { title: 'never created' }, at: december(2) } }]],
  [
    trendStreamId(3),
    [
      { type: 'TrendCreated', data: { trendId: 3, title: 'Energy', description: 'd', type: 'RFI', source: 'YC', createdAt: december(1), at: december(1) } },
      { type: 'TrendIdeasLinked', data: { trendId: 3, ideaIds: [4, 5, 1], at: december(2) } },
      { type: 'TrendIdeaUnlinked', data: { trendId: 3, ideaId: 5, at: december(3) } },
      { type: 'TrendIdeasLinked', data: { trendId: 3, ideaIds: [5], at: december(4) } },
    ],
  ],
];

const lins = { userId: lin, ideaId: 100002, source: 'UGI' } as const;
const maxs = { userId: max, ideaId: 200001, source: 'UGP2P' } as const;

/**
 * Before any erasure: the admin's history with both curations and the restores, ideas 4 and 5, Lin's and Max's ideas
 * (sealed), Grace's copy of Lin's idea and her edits of it, and views of platform and members' ideas.
 */
export async function appendLiveHistory(store: SealingStore): Promise<AppendResult> {
  const { eventStore } = store;
  await appendAdminIdeasHistory(eventStore);
  await appendCuration(eventStore);
  await appendRestores(eventStore);
  for (const [stream, events] of platformHistories) await appendAs(eventStore, stream, admin, events);
  await appendSealedWorkspaceEvents(store, lin, [
    { type: 'UserIdeaGenerated', data: { ...lins, copyId: 300002, private: true, generation, at: december(1), personal: { userContext: 'clinics', idea: { ...fields('Lantern'), category: 'HealthTech, AI' } } } },
    {
      type: 'WorkspaceIdeaEdited',
      data: { userId: lin, copyId: 300002, kind: 'ugi', fields: ['title', 'marketSize', 'competition', 'type'], at: december(2), personal: { changes: { title: 'Lantern Pro', marketSize: '$3M', competition: 'High — many', type: 'FREE' } } },
    },
    { type: 'UserIdeaShared', data: { ...lins, at: december(3) } },
  ]);
  const linCuration: WorkspaceEvent[] = [
    { type: 'UserIdeaPublished', data: { ...lins, at: december(4) } },
    { type: 'UserIdeaStamped', data: { ...lins, stamp: 'Top Picks', at: december(5) } },
    { type: 'UserIdeaStamped', data: { ...lins, stamp: null, at: december(6) } },
    { type: 'UserIdeaUnpublished', data: { ...lins, at: december(7) } },
    { type: 'UserIdeaPublished', data: { ...lins, at: december(8) } },
    { type: 'UserIdeaDeleted', data: { ...lins, at: december(9), personal: { title: 'Lantern Pro', description: 'Lantern description' } } },
    { type: 'UserIdeaRestored', data: { ...lins, at: december(10) } },
  ];
  await appendSealedWorkspaceEvents(store, lin, linCuration, curator);
  await appendSealedWorkspaceEvents(store, grace, [
    { type: 'IdeaSavedToWorkspace', data: { userId: grace, copyId: 300003, kind: 'ugi', originalId: 100002, subjectId: lin, at: december(11), personal: { idea: fields('Lantern Pro') } } },
    // Her own copy of Lin's idea, and Lin's copy named on her stream: neither edits Lin's idea.
    { type: 'WorkspaceIdeaEdited', data: { userId: grace, copyId: 300003, kind: 'ugi', fields: ['title'], at: december(12), personal: { changes: { title: 'Grace lantern' } } } },
    { type: 'WorkspaceIdeaEdited', data: { userId: grace, copyId: 300002, kind: 'ugi', fields: ['title'], at: december(12), personal: { changes: { title: 'not hers' } } } },
    // Her own idea shared, and nothing after: the admin's list dates the share, the marketplace does not.
    { type: 'UserIdeaShared', data: { userId: grace, ideaId: 100001, source: 'UGI', at: december(12) } },
  ]);
  await appendSealedWorkspaceEvents(store, max, [
    { type: 'UserIdeaGenerated', data: { ...maxs, copyId: 500001, private: false, generation, at: december(2), personal: { userContext: 'tides', idea: fields('Buoy') } } },
    { type: 'WorkspaceIdeaEdited', data: { userId: max, copyId: 500001, kind: 'ugp2p', fields: ['description', 'category'], at: december(3), personal: { changes: { description: 'Buoys that talk', category: 'MarineTech, IoT' } } } },
  ]);
  await appendSealedWorkspaceEvents(store, max, [{ type: 'UserIdeaPublished', data: { ...maxs, at: december(4) } }], curator);
  return eventStore.append(IDEA_VIEWS_STREAM, [views({ 4: 2, 5: 1, 100000: 3, 100002: 4, 200001: 1 }, 30)], { expectedRevision: 'any' });
}

/** Curation of Ada's ideas recorded after her erasure (as an older version could): it changes nothing. */
const lateCuration: LegacyWorkspaceEvent[] = [
  { type: 'UserIdeaRestored', data: { userId: ada, ideaId: 200000, source: 'UGP2P', at: november(21) } },
  { type: 'UserIdeaStamped', data: { userId: ada, ideaId: 100000, source: 'UGI', stamp: 'Crazy', at: november(21) } },
];
const lateEdit: IdeaEvent = { type: 'IdeaEdited', data: { ideaId: 1, changes: { description: 'Ledger, after all', competition: 'High — banks' }, at: december(15) } };
const lateRestore: IdeaEvent = { type: 'IdeaRestored', data: { ideaId: 4, at: december(16) } };

/**
 * Ada's and Max's erasures (their keys destroyed), curation of Ada's ideas recorded after hers, and Lin's and the
 * admin's edits after both.
 */
export async function appendErasures(store: SealingStore): Promise<AppendResult> {
  const { eventStore } = store;
  await eraseMember(store, ada, november(20));
  await appendAs(eventStore, workspaceStreamId(ada), curator, lateCuration);
  await appendSealedWorkspaceEvents(store, max, [{ type: 'UserIdeaDeleted', data: { ...maxs, at: december(13), personal: { title: 'Buoy', description: 'Buoys that talk' } } }], curator);
  await eraseMember(store, max, december(14));
  await appendSealedWorkspaceEvents(store, lin, [
    { type: 'WorkspaceIdeaEdited', data: { userId: lin, copyId: 300002, kind: 'ugi', fields: ['tags'], at: december(15), personal: { changes: { tags: ['lamps', 'night'] } } } },
  ]);
  await appendAs(eventStore, ideaStreamId(1), curator, [lateEdit]);
  await appendAs(eventStore, ideaStreamId(4), curator, [lateRestore]);
  return eventStore.append(IDEA_VIEWS_STREAM, [views({ 1: 1, 100002: 1 }, 31)], { expectedRevision: 'any' });
}

