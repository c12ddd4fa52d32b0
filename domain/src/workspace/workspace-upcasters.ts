// Workspace events as stored before their texts were sealed (schemaVersion 1), and the upcasters that read them into
// the current shapes (workspace-events.ts). The store is append-only, so those rows keep their texts in clear; the
// upcasters move the texts into `unsealedPersonal`, which every reader that opens personal data sees as `personal`
// until the member is erased, and as null from then on (shared/unsealed-personal.ts). A copy saved the old way does
// not name its original's creator, so its text is the saver's (`subjectId`): only the saver's erasure hides it.
import type { Upcaster } from '../shared/upcasting';
import { moveToUnsealedPersonal } from '../shared/unsealed-personal';
import type { CopyFields } from './workspace-fields';
import type {
  IdeaSavedToWorkspace,
  PowerUpGenerated,
  UserIdeaDeleted,
  UserIdeaGenerated,
  WorkspaceDocumentEdited,
  WorkspaceDocumentGenerated,
  WorkspaceEvent,
  WorkspaceIdeaEdited,
} from './workspace-events';

type Legacy<E extends WorkspaceEvent, Dropped extends keyof E['data'], Clear> = { type: E['type']; data: Omit<E['data'], 'personal' | Dropped> & Clear };
type Content = { content: string };

/** The workspace events as schemaVersion 1 stored them (tests write them to check the upcasters' way in). */
export type LegacyWorkspaceEvent =
  | Legacy<UserIdeaGenerated, never, { userContext: string; idea: CopyFields }>
  | Legacy<IdeaSavedToWorkspace, 'subjectId', { idea: CopyFields }>
  | Legacy<WorkspaceIdeaEdited, 'fields', { changes: Partial<CopyFields> }>
  | Legacy<UserIdeaDeleted, never, { title: string; description: string }>
  | Legacy<WorkspaceDocumentGenerated, never, Content>
  | Legacy<WorkspaceDocumentEdited, never, Content>
  | Legacy<PowerUpGenerated, never, Content>
  | Exclude<WorkspaceEvent, { type: 'UserIdeaGenerated' | 'IdeaSavedToWorkspace' | 'WorkspaceIdeaEdited' | 'UserIdeaDeleted' | 'WorkspaceDocumentGenerated' | 'WorkspaceDocumentEdited' | 'PowerUpGenerated' }>;

type LegacyData<T extends LegacyWorkspaceEvent['type']> = Extract<LegacyWorkspaceEvent, { type: T }>['data'];

const content: Upcaster = (data) => moveToUnsealedPersonal(data as Content, ['content']);

/** Version 1 to 2 of each workspace event whose texts became sealed. */
export const WORKSPACE_UPCASTERS: Record<string, readonly Upcaster[]> = {
  UserIdeaGenerated: [(data) => moveToUnsealedPersonal(data as LegacyData<'UserIdeaGenerated'>, ['userContext', 'idea'])],
  IdeaSavedToWorkspace: [
    (data) => {
      const saved = data as LegacyData<'IdeaSavedToWorkspace'>;
      return { ...moveToUnsealedPersonal(saved, ['idea']), subjectId: saved.userId };
    },
  ],
  WorkspaceIdeaEdited: [
    (data) => {
      const edited = data as LegacyData<'WorkspaceIdeaEdited'>;
      return { ...moveToUnsealedPersonal(edited, ['changes']), fields: Object.keys(edited.changes ?? {}) };
    },
  ],
  UserIdeaDeleted: [(data) => moveToUnsealedPersonal(data as LegacyData<'UserIdeaDeleted'>, ['title', 'description'])],
  WorkspaceDocumentGenerated: [content],
  WorkspaceDocumentEdited: [content],
  PowerUpGenerated: [content],
};
