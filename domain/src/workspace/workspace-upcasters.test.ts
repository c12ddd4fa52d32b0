// Workspace events stored before their texts were sealed read as the current shapes, the texts waiting in
// `unsealedPersonal` for the infra that opens personal data (it shows them until the member is erased).
import { describe, expect, it } from 'vitest';
import { createUpcasting } from '../shared/upcasting';
import { WORKSPACE_UPCASTERS } from './workspace-upcasters';

const { upcast, currentSchemaVersion } = createUpcasting({ ...WORKSPACE_UPCASTERS });
const v1 = (type: string, data: object) => upcast({ type, data, metadata: { schemaVersion: 1 } });
const userId = 'member';
const at = '2026-11-28T10:00:00.000Z';
const idea = { title: 'Harbour', type: 'PREMIUM' };

describe('the workspace upcasters', () => {
  it('move every text of a version 1 event into unsealedPersonal, and keep the rest', () => {
    const generation = { promptType: 'IDEA_UGI', model: 'local', tokensIn: 1, tokensOut: 2, latencyMs: 3 };
    expect(v1('UserIdeaGenerated', { userId, ideaId: 1, source: 'UGI', copyId: 2, idea, private: true, userContext: 'ports', generation, at }).data).toEqual({
      userId, ideaId: 1, source: 'UGI', copyId: 2, private: true, generation, at, unsealedPersonal: { userContext: 'ports', idea },
    });
    expect(v1('WorkspaceIdeaEdited', { userId, copyId: 2, kind: 'ugi', changes: { title: 'Quay', tags: [] }, at }).data).toEqual({
      userId, copyId: 2, kind: 'ugi', fields: ['title', 'tags'], at, unsealedPersonal: { changes: { title: 'Quay', tags: [] } },
    });
    expect(v1('UserIdeaDeleted', { userId, ideaId: 1, source: 'UGI', title: 'Harbour', description: 'd', at }).data).toEqual({
      userId, ideaId: 1, source: 'UGI', at, unsealedPersonal: { title: 'Harbour', description: 'd' },
    });
    for (const type of ['WorkspaceDocumentGenerated', 'WorkspaceDocumentEdited', 'PowerUpGenerated']) {
      expect(v1(type, { userId, documentId: 3, content: '# PRD', at }).data).toEqual({ userId, documentId: 3, at, unsealedPersonal: { content: '# PRD' } });
    }
  });

  it("reads an old copy's text as the saver's: the event does not name the original's creator", () => {
    expect(v1('IdeaSavedToWorkspace', { userId, copyId: 4, kind: 'ugi', originalId: 1, idea, at }).data).toEqual({
      userId, copyId: 4, kind: 'ugi', originalId: 1, subjectId: userId, at, unsealedPersonal: { idea },
    });
  });

  it('writes new events as version 2 and leaves them as they are', () => {
    expect(currentSchemaVersion('UserIdeaGenerated')).toBe(2);
    const current = { type: 'WorkspaceDocumentEdited', data: { userId, documentId: 3, at, personal: { $enc: 'v1:k:i:t:c' } }, metadata: { schemaVersion: 2 } };
    expect(upcast(current)).toBe(current);
  });
});
