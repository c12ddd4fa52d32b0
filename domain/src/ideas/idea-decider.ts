// Decisions of the platform idea aggregate (docs/product.md "Admin: Ideas"). Curating is for ADMIN only; archiving is
// asked by any viewer's countdown and decided here, against the 48-hour window. Repeats of what is already in effect
// record nothing. A refused publish is an expected outcome: the decision answers it as a refusal, recorded nowhere.
import type { Decider, Decision } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { requireRole } from '../users/permissions';
import { AUTO_DELETE_WINDOW_MS, DOCUMENT_TYPE_NAMES, DOCUMENT_TYPES, type DocumentType, type IdeaType } from './idea-enumerations';
import type { IdeaCommand } from './idea-commands';
import type { IdeaEvent } from './idea-events';
import { changedFields, type IdeaContent } from './idea-fields';
import { evolveIdea, initialIdeaState, type ExistingIdea, type IdeaState } from './idea-state';

export const IDEA_NOT_FOUND = 'Idea not found';
/**
 * Restoring names a deleted idea: an unknown id, or an idea that is not deleted, is not one (docs/product.md "Admin:
 * Ideas").
 */
export const DELETED_IDEA_NOT_FOUND = 'Deleted idea not found';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const AUTO_DELETE_NOT_ENABLED = 'Auto-delete is not enabled for this idea';
export const ARCHIVE_TOO_EARLY = 'This idea can only be archived 48 hours after auto-delete was switched on';
export const ARCHIVED_NOT_PUBLISHABLE = 'Archived ideas cannot be published';
/** One document per idea and type (docs/product.md "Data model"). */
export const documentTypeTaken = (type: DocumentType) => `This idea already has a ${DOCUMENT_TYPE_NAMES[type]}`;

/** Publishing refused: the idea lacks documents, or another stated reason (docs/product.md "Admin: Ideas"). */
export interface PublishRefusal {
  message: string;
  missingDocuments: DocumentType[];
  reason: string | null;
}

export function publishRefusal(missingDocuments: DocumentType[], reason: string | null): PublishRefusal {
  return { message: reason ?? `Missing documents: ${missingDocuments.map((type) => DOCUMENT_TYPE_NAMES[type]).join(', ')}`, missingDocuments, reason };
}

export function missingDocuments(idea: ExistingIdea): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => idea.documents[type] === undefined);
}

export function decideIdea(command: IdeaCommand, state: IdeaState): Decision<IdeaEvent, PublishRefusal> {
  const { actor, now } = command.metadata;
  const at = now.toISOString();
  if (command.type === 'ArchiveIdea') return archive(live(state), now);
  const admin = requireRole(actor, 'ADMIN');
  switch (command.type) {
    case 'CreateIdea': {
      // Every creation takes a fresh id, so an existing stream means this very command ran already.
      if (state.status !== 'new') return [];
      const { ideaId, idea, documents, createdAt, publish: publishToo, generation } = command.data;
      const repeated = DOCUMENT_TYPES.find((type) => documents.filter((document) => document.type === type).length > 1);
      if (repeated) throw new Conflict(documentTypeTaken(repeated));
      const created: IdeaEvent[] = [
        {
          type: 'IdeaCreated',
          data: { ...idea, ideaId, creatorId: admin.userId, createdAt: (createdAt ?? now).toISOString(), at, ...(generation ? { generation } : {}) },
        },
        ...documents.map((document): IdeaEvent => ({ type: 'IdeaDocumentAdded', data: { ideaId, ...document, at } })),
      ];
      if (!publishToo) return created;
      const published = publish(created.reduce(evolveIdea, state) as ExistingIdea, at);
      return Array.isArray(published) ? [...created, ...published] : { events: created, refusal: published.refusal };
    }
    case 'RestoreIdea': {
      if (state.status === 'new' || !state.deleted) throw new NotFound(DELETED_IDEA_NOT_FOUND);
      return [{ type: 'IdeaRestored', data: { ideaId: state.ideaId, at } }];
    }
    case 'DeleteIdea': {
      if (state.status === 'new') throw new NotFound(IDEA_NOT_FOUND);
      if (state.deleted) return [];
      return [{ type: 'IdeaDeleted', data: { ideaId: state.ideaId, title: state.content.title, description: state.content.description, at } }];
    }
  }
  const idea = live(state);
  const { ideaId } = idea;
  switch (command.type) {
    case 'EditIdea':
      return edit(idea, command.data.changes, at);
    case 'UpdateIdea': {
      const { changes, type, status } = command.data;
      // A publish is decided first, so a refused one leaves the idea exactly as it was. The fields, the type and the
      // status are independent of each other, so each part is decided on the state as it was loaded.
      const published = status === 'Published' ? publish(idea, at) : [];
      if (!Array.isArray(published)) return published;
      return [
        ...published,
        ...edit(idea, changes, at),
        ...(type ? changeType(idea, type, at) : []),
        ...(status === 'Unpublished' ? unpublish(idea, at) : []),
      ];
    }
    case 'PublishIdea':
      return publish(idea, at);
    case 'UnpublishIdea':
      return unpublish(idea, at);
    case 'ChangeIdeaType':
      return changeType(idea, command.data.type, at);
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
    case 'GenerateIdeaDocument': {
      const { documentId, type, content, generation } = command.data;
      const existing = idea.documents[type];
      if (existing === documentId) return [];
      if (existing === undefined) return [{ type: 'IdeaDocumentAdded', data: { ideaId, documentId, type, content, at, generation } }];
      return [{ type: 'IdeaDocumentEdited', data: { ideaId, documentId: existing, content, at, generation } }];
    }
    case 'ScoreIdea': {
      const { rubricVersion, fieldsHash } = command.data;
      if (idea.scoredFields[rubricVersion] === fieldsHash) return [];
      return [{ type: 'IdeaScored', data: { ...command.data, ideaId, at } }];
    }
    case 'EditIdeaDocument': {
      const { documentId, content } = command.data;
      if (!Object.values(idea.documents).includes(documentId)) throw new NotFound(DOCUMENT_NOT_FOUND);
      return [{ type: 'IdeaDocumentEdited', data: { ideaId, documentId, content, at } }];
    }
  }
}

function edit({ ideaId, content }: ExistingIdea, changes: Partial<IdeaContent>, at: string): IdeaEvent[] {
  const changed = changedFields(content, changes);
  return Object.keys(changed).length === 0 ? [] : [{ type: 'IdeaEdited', data: { ideaId, changes: changed, at } }];
}

function publish(idea: ExistingIdea, at: string): Decision<IdeaEvent, PublishRefusal> {
  if (idea.publication === 'Published') return [];
  if (idea.archived) return { events: [], refusal: publishRefusal([], ARCHIVED_NOT_PUBLISHABLE) };
  const missing = missingDocuments(idea);
  if (missing.length > 0) return { events: [], refusal: publishRefusal(missing, null) };
  return [{ type: 'IdeaPublished', data: { ideaId: idea.ideaId, at } }];
}

function unpublish({ ideaId, publication }: ExistingIdea, at: string): IdeaEvent[] {
  return publication === 'Unpublished' ? [] : [{ type: 'IdeaUnpublished', data: { ideaId, at } }];
}

function changeType({ ideaId, type: current }: ExistingIdea, type: IdeaType, at: string): IdeaEvent[] {
  return current === type ? [] : [{ type: 'IdeaTypeChanged', data: { ideaId, type, at } }];
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

export const ideaDecider: Decider<IdeaState, IdeaCommand, IdeaEvent, PublishRefusal> = {
  initialState: initialIdeaState,
  evolve: evolveIdea,
  decide: decideIdea,
};
