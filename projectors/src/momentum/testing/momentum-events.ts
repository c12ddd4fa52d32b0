// Appends the events the momentum projection reads, as their writers record them (the workspace's texts left out:
// the projection never opens them), for its tests and the query API's.
import { IDEA_VIEWS_STREAM, ideaStreamId } from '@app/domain/ideas/idea-events';
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { CopyKind } from '@app/domain/workspace/workspace-fields';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';

const generation = { promptType: 'PRD', model: 'local', tokensIn: 1, tokensOut: 1, latencyMs: 1 };

function append(store: EventStore, stream: string, type: string, data: object, at: string, schemaVersion = currentSchemaVersion(type)): Promise<AppendResult> {
  const id = uuidv7();
  return store.append(stream, [{ id, type, data: { ...data, at }, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at, schemaVersion } }]);
}

export const momentumEvents = (store: EventStore) => ({
  views: (at: string, counts: Record<number, number>, shares: Record<number, number> = {}) => append(store, IDEA_VIEWS_STREAM, 'IdeaViewsRecorded', { counts, shares }, at),
  /** As stored before shares were counted (schemaVersion 1). */
  viewsOnly: (at: string, counts: Record<number, number>) => append(store, IDEA_VIEWS_STREAM, 'IdeaViewsRecorded', { counts }, at, 1),
  saved: (at: string, userId: string, copyId: number, originalId: number, kind: CopyKind = 'idea') =>
    append(store, workspaceStreamId(userId), 'IdeaSavedToWorkspace', { userId, copyId, kind, originalId, subjectId: userId, personal: null }, at),
  generated: (at: string, userId: string, ideaId: number, copyId: number) =>
    append(store, workspaceStreamId(userId), 'UserIdeaGenerated', { userId, ideaId, source: 'UGI', copyId, private: false, generation, personal: null }, at),
  documentGenerated: (at: string, userId: string, copyId: number, documentId: number, kind: CopyKind = 'idea') =>
    append(store, workspaceStreamId(userId), 'WorkspaceDocumentGenerated', { userId, documentId, kind, copyId, type: 'PRD', generation, personal: null }, at),
  documentAdded: (at: string, ideaId: number, documentId: number) =>
    append(store, ideaStreamId(ideaId), 'IdeaDocumentAdded', { ideaId, documentId, type: 'GTM', content: '# GTM' }, at),
});
