// The admin's view of the catalog's and the workspace's test histories, plus an admin's curation of the members'
// ideas: Ada's shared UGI idea published, her UGP2P idea stamped then deleted, and an event naming the wrong creator.
// The admin_ideas projection's test checks the rows they give, the query API's read model test what it reads.
import { ideaStreamId, type IdeaRestored } from '@app/domain/ideas/idea-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { appendCatalogHistory } from '../../catalog/testing/catalog-history';
import { ada, appendWorkspaceHistory, grace, november } from '../../workspace/testing/workspace-history';

export { ada, grace };
/** The admin who curates the members' ideas here (the catalog history's admin is 'admin-1'). */
export const curator = 'admin-7';

export const curation: LegacyWorkspaceEvent[] = [
  { type: 'UserIdeaPublished', data: { userId: ada, ideaId: 100000, source: 'UGI', at: november(10) } },
  { type: 'UserIdeaStamped', data: { userId: ada, ideaId: 200000, source: 'UGP2P', stamp: 'Crazy', at: november(11) } },
  { type: 'UserIdeaDeleted', data: { userId: ada, ideaId: 200000, source: 'UGP2P', title: 'Orchard', description: 'Orchard description', at: november(12) } },
];
/** Names Grace as the creator of Ada's idea: nothing changes. */
const misdirected: LegacyWorkspaceEvent[] = [{ type: 'UserIdeaUnpublished', data: { userId: grace, ideaId: 100000, source: 'UGI', at: november(13) } }];

export function appendAs(eventStore: EventStore, stream: string, actor: string, events: { type: string; data: { at: string } }[]): Promise<AppendResult> {
  return eventStore.append(
    stream,
    events.map((event) => {
      const id = uuidv7();
      return { id, type: event.type, data: event.data, metadata: { userId: actor, commandId: id, correlationId: id, causationId: id, at: event.data.at } };
    }),
  );
}

/** The catalog's and the workspace's histories, then the curation; the position of the last append. */
export async function appendAdminIdeasHistory(eventStore: EventStore): Promise<AppendResult> {
  await appendCatalogHistory(eventStore);
  await appendWorkspaceHistory(eventStore);
  await appendAs(eventStore, workspaceStreamId(ada), curator, curation);
  return appendAs(eventStore, workspaceStreamId(grace), curator, misdirected);
}

/** Brings back the two deleted ideas: platform idea 2 and Ada's UGP2P idea. */
export async function appendRestores(eventStore: EventStore): Promise<AppendResult> {
  const platform: IdeaRestored = { type: 'IdeaRestored', data: { ideaId: 2, at: november(14) } };
  const member: LegacyWorkspaceEvent = { type: 'UserIdeaRestored', data: { userId: ada, ideaId: 200000, source: 'UGP2P', at: november(15) } };
  await appendAs(eventStore, ideaStreamId(2), curator, [platform]);
  return appendAs(eventStore, workspaceStreamId(ada), curator, [member]);
}
