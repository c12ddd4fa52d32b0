// The shapes the workspace calls answer (docs/product.md "Data model", "Power-ups", "Workspace and AI generation",
// stats; docs/product.md "Workspace and AI generation"), shared by the command API, the query API and the SPA.
import { z } from 'zod';
import { ideaContentShape } from '../ideas/idea-content-shape';
import { DOCUMENT_TYPES, IDEA_SOURCES, IDEA_STATUSES, IDEA_TYPES } from '../ideas/idea-enumerations';
import { text } from '../shared/text';
import { POWER_UP_TYPES } from './power-ups';
import { SOURCE_OF_KIND, USER_IDEA_SOURCES, type CopyFields, type CopyKind } from './workspace-fields';
import type { WorkspaceCopy } from './workspace-state';

/** What a copy of an idea holds: the idea's content and its type. */
const copyFieldsSchema = z.object({
  title: text(),
  description: text(),
  category: text(),
  ...ideaContentShape,
  type: z.enum(IDEA_TYPES),
}) satisfies z.ZodType<CopyFields>;

export const workspaceIdeaSchema = copyFieldsSchema.extend({
  /** The copy's id: the id every workspace call takes. */
  id: z.number(),
  originalId: z.number(),
  source: z.enum(IDEA_SOURCES),
  /** The original's: Published / Unpublished. */
  status: text(),
  /** False for copies of platform ideas. */
  private: z.boolean(),
  stamp: text().nullable(),
  addedAt: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type WorkspaceIdea = z.infer<typeof workspaceIdeaSchema>;

/** A field of a saved idea's original changed after the member saved it, as the screen prints it (no one's email). */
export const savedChangeSchema = z.object({ field: text(), before: text().nullable(), after: text().nullable(), at: text() });
export type SavedChange = z.infer<typeof savedChangeSchema>;

/** A generated idea as the generation call answers it. */
export const userIdeaViewSchema = copyFieldsSchema.extend({
  /** The UGI / UGP2P id. */
  id: z.number(),
  copyId: z.number(),
  source: z.enum(USER_IDEA_SOURCES),
  status: z.enum(IDEA_STATUSES),
  private: z.boolean(),
  creatorId: text(),
  autoDeleted: z.literal(false),
  createdAt: text(),
  updatedAt: text(),
});
export type UserIdeaView = z.infer<typeof userIdeaViewSchema>;

/** Which copy a document or power-up belongs to: exactly one of the three is set. */
const copyLinksSchema = z.object({ ideaCopyId: z.number().nullable(), ugiCopyId: z.number().nullable(), ugp2pCopyId: z.number().nullable() });
export type CopyLinks = z.infer<typeof copyLinksSchema>;

export const workspaceDocumentSchema = copyLinksSchema.extend({
  id: z.number(),
  /** A member's document is its own original (the download path names it). */
  originalDocId: z.number(),
  userId: text(),
  type: z.enum(DOCUMENT_TYPES),
  content: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type WorkspaceDocument = z.infer<typeof workspaceDocumentSchema>;

export const workspacePowerUpSchema = copyLinksSchema.extend({
  id: z.number(),
  userId: text(),
  type: z.enum(POWER_UP_TYPES),
  content: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type WorkspacePowerUp = z.infer<typeof workspacePowerUpSchema>;

/** GET /api/collections: every document and power-up type is a key (an empty list when none); ideas newest first. */
export const workspaceCollectionsSchema = z.object({
  ideas: z.array(workspaceIdeaSchema),
  ugp2pIdeas: z.array(workspaceIdeaSchema),
  ugiIdeas: z.array(workspaceIdeaSchema),
  documents: z.record(z.enum(DOCUMENT_TYPES), z.array(workspaceDocumentSchema)),
  powerUps: z.record(z.enum(POWER_UP_TYPES), z.array(workspacePowerUpSchema)),
});
export type WorkspaceCollections = z.infer<typeof workspaceCollectionsSchema>;

/** GET /api/users/stats: user ideas generated this UTC month. */
export const userStatsSchema = z.object({ totalUGC: z.number() });
export type UserStats = z.infer<typeof userStatsSchema>;

/** GET /api/users/document-stats: copies that got documents this UTC month, and the cap. */
export const documentStatsSchema = z.object({ uniqueIdeasWithDocs: z.number(), limit: z.number() });
export type DocumentStats = z.infer<typeof documentStatsSchema>;

export function copyLinks(kind: CopyKind, copyId: number): CopyLinks {
  return {
    ideaCopyId: kind === 'idea' ? copyId : null,
    ugiCopyId: kind === 'ugi' ? copyId : null,
    ugp2pCopyId: kind === 'ugp2p' ? copyId : null,
  };
}

/** What the reader found of a copy's original. */
export interface CopyOriginal {
  /** Published / Unpublished: a platform idea's publication, a user idea's approval. */
  status: string;
  /** The stamp an admin gave it (platform and user ideas alike). */
  stamp: string | null;
  /**
   * The member's own user idea: private until they share it. Null for any other original, public to be saved at all.
   */
  ownPrivate: boolean | null;
}

/**
 * Where a member's idea stands in sharing (docs/product.md "Workspace and AI generation"): private, it can be shared;
 * public, it waits for an admin's approval; approved (published), it is shared. The one rule the workspace's share
 * button follows.
 */
export type ShareState = 'share' | 'waiting' | 'shared';

export function shareState(idea: Pick<WorkspaceIdea, 'private' | 'status'>): ShareState {
  if (idea.private) return 'share';
  return idea.status === 'Published' ? 'shared' : 'waiting';
}

/** The share button's words (docs/product.md "Workspace and AI generation"). */
export const SHARE_LABELS: Record<ShareState, string> = {
  share: 'Share on Platform',
  waiting: 'Waiting for approval',
  shared: 'Shared',
};

/**
 * A copy as the workspace shows it, with its original's status and stamp; an original that is not found (undefined)
 * reads Unpublished, without a stamp. The command API answers with it and the query API lists it.
 */
export function workspaceIdeaOf(copy: Pick<WorkspaceCopy, 'copyId' | 'kind' | 'originalId' | 'idea' | 'addedAt' | 'updatedAt'>, original: CopyOriginal | undefined): WorkspaceIdea {
  const { copyId, kind, originalId, idea, addedAt, updatedAt } = copy;
  return {
    ...idea,
    id: copyId,
    originalId,
    source: SOURCE_OF_KIND[kind],
    addedAt,
    createdAt: addedAt,
    updatedAt,
    status: original?.status ?? 'Unpublished',
    private: original?.ownPrivate ?? false,
    stamp: original?.stamp ?? null,
  };
}
