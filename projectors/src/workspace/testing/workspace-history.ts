// Two members' workspace histories: Ada generates, saves, edits, shares and generates documents and a power-up;
// Grace tries to edit Ada's document and share Ada's idea. Then an admin's curation of Ada's ideas, recorded in her
// stream. The workspace and catalog projections' tests check the rows they give, the query API's tests what it reads
// from them. The events are as the store held them before a workspace's texts were sealed (schemaVersion 1): they
// reach projections through the upcasters, their texts shown until the member is erased.
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';

export const ada = 'user-ada';
export const grace = 'user-grace';
export const november = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
export const october = (day: number) => `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`;
export const generation: GenerationRecord = { promptType: 'IDEA_UGI', model: 'local', tokensIn: 10, tokensOut: 20, latencyMs: 5 };

export const fields = (title: string): CopyFields => ({
  title,
  description: `${title} description`,
  category: 'LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$2B',
  competition: 'Low — few',
  problem: 'problem',
  solution: 'solution',
  differentiation: 'differentiation',
  goToMarket: 'gtm',
  wowFactor: 'wow',
  revenue: 'revenue',
  timeline: '4 months',
  teamSize: '3',
  technologies: ['IoT'],
  tags: ['ports'],
  mockup: null,
  country: 'Global',
  type: 'PREMIUM',
});

export const adaEvents: LegacyWorkspaceEvent[] = [
  { type: 'UserIdeaGenerated', data: { userId: ada, ideaId: 100000, source: 'UGI', copyId: 300000, idea: fields('Harbour'), private: true, userContext: 'ports', generation, at: october(30) } },
  { type: 'UserIdeaGenerated', data: { userId: ada, ideaId: 200000, source: 'UGP2P', copyId: 500000, idea: fields('Orchard'), private: false, userContext: 'farms', generation, at: november(2) } },
  { type: 'IdeaSavedToWorkspace', data: { userId: ada, copyId: 700000, kind: 'idea', originalId: 42, idea: fields('Ledger'), at: november(3) } },
  { type: 'WorkspaceIdeaEdited', data: { userId: ada, copyId: 300000, kind: 'ugi', changes: { title: 'Harbour Slots', tags: ['ports', 'berths'] }, at: november(4) } },
  { type: 'UserIdeaShared', data: { userId: ada, ideaId: 100000, source: 'UGI', at: november(5) } },
  { type: 'WorkspaceIdeaEdited', data: { userId: ada, copyId: 700000, kind: 'idea', changes: { description: 'my notes' }, at: november(5) } },
  { type: 'WorkspaceDocumentGenerated', data: { userId: ada, documentId: 9001, kind: 'idea', copyId: 700000, type: 'PRD', content: '# PRD', generation, at: october(31) } },
  { type: 'WorkspaceDocumentGenerated', data: { userId: ada, documentId: 9002, kind: 'ugi', copyId: 300000, type: 'PRD', content: '# PRD 2', generation, at: november(6) } },
  { type: 'WorkspaceDocumentGenerated', data: { userId: ada, documentId: 9003, kind: 'ugi', copyId: 300000, type: 'GTM', content: '# GTM', generation, at: november(7) } },
  { type: 'WorkspaceDocumentEdited', data: { userId: ada, documentId: 9002, content: '# PRD edited', at: november(8) } },
  { type: 'PowerUpGenerated', data: { userId: ada, powerUpId: 1, kind: 'ugp2p', copyId: 500000, type: 'VALIDATION_HACKS', content: '- hack', generation, at: november(9) } },
];
export const graceEvents: LegacyWorkspaceEvent[] = [
  { type: 'UserIdeaGenerated', data: { userId: grace, ideaId: 100001, source: 'UGI', copyId: 300001, idea: fields('Clinic'), private: true, userContext: 'clinics', generation, at: november(1) } },
  // Grace cannot edit Ada's document or share Ada's idea: the event names Grace, so nothing of Ada's changes.
  { type: 'WorkspaceDocumentEdited', data: { userId: grace, documentId: 9003, content: 'not hers', at: november(2) } },
  { type: 'UserIdeaShared', data: { userId: grace, ideaId: 200000, source: 'UGP2P', at: november(2) } },
];

export const admin = 'user-admin';
/** Ada's two ideas as the admin's curation events name them. */
export const harbour = { userId: ada, ideaId: 100000, source: 'UGI' } as const;
export const orchard = { userId: ada, ideaId: 200000, source: 'UGP2P' } as const;

/** Appends to the member's stream; `actor` is who acted: the member, or an admin curating their idea. */
export function appendWorkspaceEvents(eventStore: EventStore, userId: string, events: LegacyWorkspaceEvent[], actor = userId): Promise<AppendResult> {
  return eventStore.append(
    workspaceStreamId(userId),
    events.map((event) => {
      const id = uuidv7();
      return { id, type: event.type, data: event.data, metadata: { userId: actor, commandId: id, correlationId: id, causationId: id, at: event.data.at } };
    }),
  );
}

/** Ada's first four events, Grace's, then the rest of Ada's; the position of the last append. */
export async function appendWorkspaceHistory(eventStore: EventStore): Promise<AppendResult> {
  await appendWorkspaceEvents(eventStore, ada, adaEvents.slice(0, 4));
  await appendWorkspaceEvents(eventStore, grace, graceEvents);
  return appendWorkspaceEvents(eventStore, ada, adaEvents.slice(4));
}

/**
 * The admin approves and stamps Harbour (shared) and approves Orchard (public from the start), then deletes Orchard:
 * Harbour is in the marketplace, Orchard out of it and out of Ada's workspace.
 */
export const curationEvents: LegacyWorkspaceEvent[] = [
  { type: 'UserIdeaPublished', data: { ...harbour, at: november(10) } },
  { type: 'UserIdeaStamped', data: { ...harbour, stamp: 'Top Picks', at: november(10) } },
  { type: 'UserIdeaPublished', data: { ...orchard, at: november(11) } },
  { type: 'UserIdeaDeleted', data: { ...orchard, title: 'Orchard', description: 'Orchard description', at: november(12) } },
];

export function appendCuration(eventStore: EventStore, events: LegacyWorkspaceEvent[] = curationEvents): Promise<AppendResult> {
  return appendWorkspaceEvents(eventStore, ada, events, admin);
}
