// The platform idea as its decisions need it: its content (an edit records only what it changes), status, flags and
// which documents exist.
import type { DocumentType, IdeaStatus, IdeaType } from './idea-enumerations';
import type { IdeaEvent } from './idea-events';
import { ideaContentOf, type IdeaContent } from './idea-fields';

export interface ExistingIdea {
  status: 'existing';
  ideaId: number;
  batchNumber: number | null;
  content: IdeaContent;
  type: IdeaType;
  publication: IdeaStatus;
  stamp: string | null;
  autoDeleteActivatedAt: string | null;
  archived: boolean;
  deleted: boolean;
  /** Document id by type: one document per idea and type (docs/product.md "Data model"). */
  documents: Partial<Record<DocumentType, number>>;
  /** The `fieldsHash` of the idea's last score under each rubric version (IdeaScored). */
  scoredFields: Readonly<Record<number, string>>;
}

export type IdeaState = { status: 'new' } | ExistingIdea;

export const initialIdeaState = (): IdeaState => ({ status: 'new' });

export function evolveIdea(state: IdeaState, event: IdeaEvent): IdeaState {
  if (event.type === 'IdeaCreated') {
    const { ideaId, batchNumber, type, stamp } = event.data;
    return {
      status: 'existing',
      ideaId,
      batchNumber,
      content: ideaContentOf(event.data),
      type,
      publication: 'Unpublished',
      stamp,
      autoDeleteActivatedAt: null,
      archived: false,
      deleted: false,
      documents: {},
      scoredFields: {},
    };
  }
  if (state.status === 'new') return state;
  switch (event.type) {
    case 'IdeaEdited':
      return { ...state, content: { ...state.content, ...event.data.changes } };
    case 'IdeaPublished':
      return { ...state, publication: 'Published' };
    case 'IdeaUnpublished':
      return { ...state, publication: 'Unpublished' };
    case 'IdeaTypeChanged':
      return { ...state, type: event.data.type };
    case 'IdeaStamped':
      return { ...state, stamp: event.data.stamp };
    case 'IdeaAutoDeleteSwitched':
      return { ...state, autoDeleteActivatedAt: event.data.activatedAt };
    case 'IdeaArchived':
      return { ...state, archived: true };
    case 'IdeaDeleted':
      return { ...state, deleted: true };
    case 'IdeaRestored':
      return { ...state, deleted: false };
    case 'IdeaDocumentAdded':
      return { ...state, documents: { ...state.documents, [event.data.type]: event.data.documentId } };
    case 'IdeaDocumentEdited':
      return state;
    case 'IdeaScored':
      return { ...state, scoredFields: { ...state.scoredFields, [event.data.rubricVersion]: event.data.fieldsHash } };
  }
}
