// Decisions of the platform idea aggregate (spec 001 §4). Curating is for ADMIN only; archiving is asked by any
// viewer's countdown and decided here, against the 48-hour window. Repeats of what is already in effect record
// nothing.
import type { Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { requireRole } from '../users/permissions';
import { AUTO_DELETE_WINDOW_MS, DOCUMENT_TYPE_NAMES, DOCUMENT_TYPES, type DocumentType } from './catalog';
import type { IdeaCommand } from './idea-commands';
import type { IdeaEvent } from './idea-events';
import { evolveIdea, initialIdeaState, type ExistingIdea, type IdeaState } from './idea-state';

export const IDEA_NOT_FOUND = 'Idea not found';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const AUTO_DELETE_NOT_ENABLED = 'Auto-delete is not enabled for this idea';
export const ARCHIVE_TOO_EARLY = 'This idea can only be archived 48 hours after auto-delete was switched on';
export const ARCHIVED_NOT_PUBLISHABLE = 'Archived ideas cannot be published';
/** One document per idea and type (spec 001 §3 documents). */
export const documentTypeTaken = (type: DocumentType) => `This idea already has a ${DOCUMENT_TYPE_NAMES[type]}`;

/** Publishing refused: the idea lacks documents, or another stated reason (spec 001 §4). */
export class IdeaNotPublishable extends Conflict {
  constructor(
    readonly ideaId: number,
    readonly missingDocuments: DocumentType[],
    readonly reason: string | null,
  ) {
    super(reason ?? `Missing documents: ${missingDocuments.map((type) => DOCUMENT_TYPE_NAMES[type]).join(', ')}`);
  }
}

export function missingDocuments(idea: ExistingIdea): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => idea.documents[type] === undefined);
}

export function decideIdea(command: IdeaCommand, state: IdeaState): IdeaEvent[] {
  const { actor, now } = command.metadata;
  const at = now.toISOString();
  if (command.type === 'ArchiveIdea') return archive(live(state), now);
  const admin = requireRole(actor, 'ADMIN');
  switch (command.type) {
    case 'CreateIdea': {
      // Every creation takes a fresh id, so an existing stream means this very command ran already.
      if (state.status !== 'new') return [];
      const { ideaId, idea, documents, createdAt } = command.data;
      const repeated = DOCUMENT_TYPES.find((type) => documents.filter((document) => document.type === type).length > 1);
      if (repeated) throw new Conflict(documentTypeTaken(repeated));
      return [
        { type: 'IdeaCreated', data: { ...idea, ideaId, creatorId: admin.userId, createdAt: (createdAt ?? now).toISOString(), at } },
        ...documents.map((document): IdeaEvent => ({ type: 'IdeaDocumentAdded', data: { ideaId, ...document, at } })),
      ];
    }
    case 'RestoreIdea': {
      if (state.status === 'new') throw new NotFound(IDEA_NOT_FOUND);
      return state.deleted ? [{ type: 'IdeaRestored', data: { ideaId: state.ideaId, at } }] : [];
    }
    case 'DeleteIdea': {
      if (state.status === 'new') throw new NotFound(IDEA_NOT_FOUND);
      if (state.deleted) return [];
      return [{ type: 'IdeaDeleted', data: { ideaId: state.ideaId, title: state.title, description: state.description, at } }];
    }
  }
  const idea = live(state);
  const { ideaId } = idea;
  switch (command.type) {
    case 'EditIdea': {
      const changes = command.data.changes;
      return Object.keys(changes).length === 0 ? [] : [{ type: 'IdeaEdited', data: { ideaId, changes, at } }];
    }
    case 'PublishIdea': {
      if (idea.publication === 'Published') return [];
      if (idea.archived) throw new IdeaNotPublishable(ideaId, [], ARCHIVED_NOT_PUBLISHABLE);
      const missing = missingDocuments(idea);
      if (missing.length > 0) throw new IdeaNotPublishable(ideaId, missing, null);
      return [{ type: 'IdeaPublished', data: { ideaId, at } }];
    }
    case 'UnpublishIdea':
      return idea.publication === 'Unpublished' ? [] : [{ type: 'IdeaUnpublished', data: { ideaId, at } }];
    case 'ChangeIdeaType':
      return idea.type === command.data.type ? [] : [{ type: 'IdeaTypeChanged', data: { ideaId, type: command.data.type, at } }];
    case 'StampIdea':
      return idea.stamp === command.data.stamp ? [] : [{ type: 'IdeaStamped', data: { ideaId, stamp: command.data.stamp, at } }];
    case 'SwitchAutoDelete': {
      const { autoDeleted } = command.data;
      if (autoDeleted === (idea.autoDeleteActivatedAt !== null)) return [];
      return [{ type: 'IdeaAutoDeleteSwitched', data: { ideaId, autoDeleted, activatedAt: autoDeleted ? at : null, at } }];
    }
    case 'AddIdeaDocument': {
      const { documentId, type, content } = command.data;
      const existing = idea.documents[type];
      if (existing === documentId) return [];
      if (existing !== undefined) throw new Conflict(documentTypeTaken(type));
      return [{ type: 'IdeaDocumentAdded', data: { ideaId, documentId, type, content, at } }];
    }
    case 'EditIdeaDocument': {
      const { documentId, content } = command.data;
      if (!Object.values(idea.documents).includes(documentId)) throw new NotFound(DOCUMENT_NOT_FOUND);
      return [{ type: 'IdeaDocumentEdited', data: { ideaId, documentId, content, at } }];
    }
  }
}

function archive(idea: ExistingIdea, now: Date): IdeaEvent[] {
  if (idea.archived) return [];
  if (idea.autoDeleteActivatedAt === null) throw new Conflict(AUTO_DELETE_NOT_ENABLED);
  if (Date.parse(idea.autoDeleteActivatedAt) + AUTO_DELETE_WINDOW_MS > now.getTime()) throw new Conflict(ARCHIVE_TOO_EARLY);
  return [{ type: 'IdeaArchived', data: { ideaId: idea.ideaId, at: now.toISOString() } }];
}

function live(state: IdeaState): ExistingIdea {
  if (state.status === 'new' || state.deleted) throw new NotFound(IDEA_NOT_FOUND);
  return state;
}

export const ideaDecider: Decider<IdeaState, IdeaCommand, IdeaEvent> = {
  initialState: initialIdeaState,
  evolve: evolveIdea,
  decide: decideIdea,
};
