// A platform idea as it was (`IdeaRecord`), folded from its stream: the decision state and the idea's fields by the
// domain's own folds (`evolveIdea` through `platformIdeaFold`), plus what neither keeps: the documents' text and the
// creation time.
import type { IdeaEvent } from '../ideas/idea-events';
import { platformIdeaFold, type PlatformIdea } from '../workspace/platform-idea-copy';
import { addDocument, rewriteDocument, type DocumentTexts } from './document-texts';
import type { IdeaRecord } from './history-view';
import type { RecordFold } from './record-tracker';

interface IdeaRecordState {
  idea: PlatformIdea;
  createdAt: string;
  documents: DocumentTexts;
}

function evolveDocuments(documents: DocumentTexts, event: IdeaEvent): DocumentTexts {
  if (event.type === 'IdeaDocumentAdded') return addDocument(documents, event.data.type, event.data.documentId, event.data.content);
  if (event.type === 'IdeaDocumentEdited') return rewriteDocument(documents, event.data.documentId, event.data.content);
  return documents;
}

export const ideaRecordFold: RecordFold<IdeaRecordState, IdeaEvent, IdeaRecord> = {
  initialState: () => ({ idea: platformIdeaFold.initialState(), createdAt: '', documents: {} }),
  evolve: ({ idea, createdAt, documents }, event) => ({
    idea: platformIdeaFold.evolve(idea, event),
    createdAt: event.type === 'IdeaCreated' ? event.data.createdAt : createdAt,
    documents: evolveDocuments(documents, event),
  }),
  record: ({ idea: { state, fields }, createdAt, documents }) => {
    if (state.status === 'new' || !fields) return null;
    const { ideaId, batchNumber, stamp, publication, autoDeleteActivatedAt, archived, deleted } = state;
    return { ...fields, ideaId, batchNumber, stamp, publication, autoDeleteActivatedAt, archived, deleted, createdAt, documents };
  },
};
