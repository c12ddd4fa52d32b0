// The idea calls, one contract each (shared/api-contract.ts): the marketplace's reads, and the admin's curation of
// platform (FD) and members' (UGI, UGP2P) ideas.
import { z } from 'zod';
import { apiContract, commandAnswer, messageAnswerSchema, pathId } from '../shared/api-contract';
import { text } from '../shared/text';
import { adminIdeaDetailSchema, adminIdeaPageSchema, deletedIdeaViewSchema } from './admin-idea-view';
import { adminIdeaListQuery, ideaSourceQuery } from './admin-idea-list-query';
import { DELETED_IDEA_NOT_FOUND, DOCUMENT_NOT_FOUND, IDEA_NOT_FOUND } from './idea-decider';
import { DOCUMENT_TYPES, IDEA_STATUSES, IDEA_TYPES } from './idea-enumerations';
import { ideaListQuery } from './idea-list-query';
import { ideaCardViewSchema, ideaDetailViewSchema, ideaDocumentViewSchema, ideaPageSchema, ideaViewSchema, validateHashResponseSchema } from './idea-view';
import { autoDeleteSchema, createIdeaSchema, documentContentSchema, editIdeaSchema, ideaIdsSchema, ideaSourceQuerySchema, ideaStampSchema, ideaTypeSchema } from './schemas';

const missingDocuments = z.array(z.enum(DOCUMENT_TYPES));

/** A publish the idea refused: what it lacks, or why not (archived, private...). */
export const publishRefusalSchema = z.object({ message: text(), missingDocuments, reason: text().nullable() });

/** POST /api/admin/ideas/publish: every id asked for ends up in `published` or `unpublished`. */
export const publishResultsSchema = z.object({
  published: z.array(z.number()),
  /** Ids asked for that are not Published after the call. */
  unpublished: z.array(z.number()),
  incompleteDetails: z.array(z.object({ ideaId: z.number(), missingDocuments })),
  reasons: z.array(z.object({ ideaId: z.number(), reason: text() })),
});
export type PublishResults = z.infer<typeof publishResultsSchema>;

export const unpublishResultsSchema = publishResultsSchema.pick({ unpublished: true, incompleteDetails: true });
export type UnpublishResults = z.infer<typeof unpublishResultsSchema>;

const ideaParams = z.object({ id: pathId(IDEA_NOT_FOUND) });
const documentsAnswer = z.object({ documents: z.array(ideaDocumentViewSchema) });
/** The share link's `hash`, checked against the idea's own (a wrong or missing one is no error: it just opens nothing). */
const shareHashQuery = z.object({ hash: z.unknown().optional().describe("the idea's share hash") });

export const ideasApi = {
  list: apiContract({
    method: 'GET',
    path: '/api/ideas',
    tag: 'ideas',
    summary: "The marketplace: a page of the ideas the caller may see, filtered and sorted, as their cards show them",
    access: 'public',
    query: ideaListQuery,
    responses: { 200: ideaPageSchema },
  }),
  withTrends: apiContract({
    method: 'GET',
    path: '/api/ideas/trends',
    tag: 'ideas',
    summary: 'Ideas linked to live trends, with the ids of their trends',
    access: 'public',
    responses: { 200: z.object({ ideas: z.array(ideaCardViewSchema.extend({ trendIds: z.array(z.number()) })) }) },
  }),
  one: apiContract({
    method: 'GET',
    path: '/api/ideas/:id',
    tag: 'ideas',
    summary: 'One idea (its body withheld from a viewer below its tier, unless the share hash opens it); counts a view',
    access: 'public',
    params: ideaParams,
    query: shareHashQuery,
    responses: { 200: z.object({ idea: ideaDetailViewSchema }) },
  }),
  shareHash: apiContract({
    method: 'GET',
    path: '/api/ideas/:id/hash',
    tag: 'ideas',
    summary: "The idea's share hash (a premium idea's needs PREMIUM)",
    access: 'verified',
    params: ideaParams,
    responses: { 200: z.object({ hash: text() }) },
  }),
  validateHash: apiContract({
    method: 'GET',
    path: '/api/ideas/:id/validate-hash',
    tag: 'ideas',
    summary: 'Whether a share hash opens the idea, and the whole idea when it does',
    access: 'public',
    params: ideaParams,
    query: shareHashQuery,
    responses: { 200: validateHashResponseSchema },
  }),
  documents: apiContract({
    method: 'GET',
    path: '/api/ideas/:id/documents',
    tag: 'ideas',
    summary: "An idea's documents (a premium idea's need PREMIUM or its share hash)",
    access: 'public',
    params: ideaParams,
    query: shareHashQuery,
    responses: { 200: documentsAnswer },
    errors: [401, 403],
  }),
  archive: apiContract({
    method: 'PUT',
    path: '/api/ideas/:id/archive',
    tag: 'ideas',
    summary: "A viewer's auto-delete countdown reached zero: the idea decides against its own 48-hour window",
    access: 'public',
    params: ideaParams,
    responses: { 200: commandAnswer({ message: text(), idea: z.object({ id: z.number(), archived: z.literal(true) }) }) },
    errors: [409],
  }),
};

const oneIdeaParams = { params: ideaParams, query: ideaSourceQuerySchema } as const;

export const adminIdeasApi = {
  list: apiContract({
    method: 'GET',
    path: '/api/admin/ideas/all',
    tag: 'admin ideas',
    summary: 'Platform and members’ ideas in one list, filtered, sorted and paged',
    access: 'ADMIN',
    query: adminIdeaListQuery,
    responses: { 200: adminIdeaPageSchema },
  }),
  categories: apiContract({
    method: 'GET',
    path: '/api/admin/ideas/categories',
    tag: 'admin ideas',
    summary: "The list's category filter choices",
    access: 'ADMIN',
    responses: { 200: z.object({ categories: z.array(text()) }) },
  }),
  batches: apiContract({
    method: 'GET',
    path: '/api/admin/ideas/batches',
    tag: 'admin ideas',
    summary: "The list's batch filter choices",
    access: 'ADMIN',
    responses: { 200: z.object({ batches: z.array(z.number()) }) },
  }),
  one: apiContract({
    method: 'GET',
    path: '/api/admin/ideas/:id',
    tag: 'admin ideas',
    summary: 'One idea with every field',
    access: 'ADMIN',
    params: ideaParams,
    query: ideaSourceQuery,
    responses: { 200: z.object({ idea: adminIdeaDetailSchema }) },
  }),
  documents: apiContract({
    method: 'GET',
    path: '/api/admin/ideas/:id/documents',
    tag: 'admin ideas',
    summary: "An idea's documents",
    access: 'ADMIN',
    params: ideaParams,
    query: ideaSourceQuery,
    responses: { 200: documentsAnswer },
  }),
  create: apiContract({
    method: 'POST',
    path: '/api/admin/ideas/create/newidea',
    tag: 'admin ideas',
    summary: 'Creates a platform idea, published at once when asked and it can be',
    access: 'ADMIN',
    body: createIdeaSchema,
    responses: {
      201: commandAnswer({
        idea: ideaViewSchema,
        publishResult: z.object({ published: z.boolean(), missingDocuments, reason: text().nullable() }).optional(),
      }),
    },
  }),
  update: apiContract({
    method: 'PUT',
    path: '/api/admin/ideas/:id',
    tag: 'admin ideas',
    summary: 'Edits a platform idea in one decision; a refused publish changes nothing',
    access: 'ADMIN',
    ...oneIdeaParams,
    body: editIdeaSchema,
    responses: {
      200: commandAnswer({
        message: text(),
        // The fields sent, as recorded.
        idea: z.looseObject({ id: z.number(), title: text(), description: text(), type: z.enum(IDEA_TYPES), status: z.enum(IDEA_STATUSES) }),
      }),
      409: publishRefusalSchema,
    },
  }),
  changeType: apiContract({
    method: 'PUT',
    path: '/api/admin/ideas/:id/type',
    tag: 'admin ideas',
    summary: 'Makes a platform idea FREE or PREMIUM',
    access: 'ADMIN',
    ...oneIdeaParams,
    body: ideaTypeSchema,
    responses: { 200: commandAnswer({ idea: z.object({ id: z.number(), type: z.enum(IDEA_TYPES) }) }) },
  }),
  stamp: apiContract({
    method: 'PUT',
    path: '/api/admin/ideas/:id/stamp',
    tag: 'admin ideas',
    summary: "Sets or clears an idea's stamp",
    access: 'ADMIN',
    ...oneIdeaParams,
    body: ideaStampSchema,
    responses: { 200: commandAnswer({ idea: z.object({ id: z.number(), stamp: text().nullable() }) }) },
    errors: [409],
  }),
  autoDelete: apiContract({
    method: 'PUT',
    path: '/api/admin/ideas/:id/auto-delete',
    tag: 'admin ideas',
    summary: "Switches a platform idea's auto-delete countdown on or off",
    access: 'ADMIN',
    ...oneIdeaParams,
    body: autoDeleteSchema,
    responses: { 200: commandAnswer({ idea: z.object({ id: z.number(), autoDeleted: z.boolean(), autoDeleteActivatedAt: text().nullable() }) }) },
  }),
  delete: apiContract({
    method: 'DELETE',
    path: '/api/admin/ideas/:id',
    tag: 'admin ideas',
    summary: 'Deletes an idea (restorable from Deleted Ideas)',
    access: 'ADMIN',
    ...oneIdeaParams,
    responses: { 200: messageAnswerSchema },
    errors: [409],
  }),
  deleted: apiContract({
    method: 'GET',
    path: '/api/admin/deleted-ideas',
    tag: 'admin ideas',
    summary: 'Deleted ideas, newest first',
    access: 'ADMIN',
    responses: { 200: z.object({ deletedIdeas: z.array(deletedIdeaViewSchema) }) },
  }),
  restore: apiContract({
    method: 'POST',
    path: '/api/admin/deleted-ideas/restore/:id',
    tag: 'admin ideas',
    summary: 'Brings a deleted idea back',
    access: 'ADMIN',
    params: z.object({ id: pathId(DELETED_IDEA_NOT_FOUND) }),
    query: ideaSourceQuerySchema,
    responses: { 200: messageAnswerSchema },
  }),
  publish: apiContract({
    method: 'POST',
    path: '/api/admin/ideas/publish',
    tag: 'admin ideas',
    summary: 'Publishes ideas in bulk; those that cannot be say why',
    access: 'ADMIN',
    body: ideaIdsSchema,
    responses: { 200: commandAnswer({ results: publishResultsSchema }) },
  }),
  unpublish: apiContract({
    method: 'POST',
    path: '/api/admin/ideas/unpublish',
    tag: 'admin ideas',
    summary: 'Unpublishes ideas in bulk',
    access: 'ADMIN',
    body: ideaIdsSchema,
    responses: { 200: commandAnswer({ results: unpublishResultsSchema }) },
  }),
  editDocument: apiContract({
    method: 'PUT',
    path: '/api/admin/documents/:id',
    tag: 'admin ideas',
    summary: "Replaces a platform idea's document",
    access: 'ADMIN',
    params: z.object({ id: pathId(DOCUMENT_NOT_FOUND) }),
    body: documentContentSchema,
    responses: {
      200: commandAnswer({ message: text(), document: z.object({ id: z.number(), ideaId: z.number(), type: z.enum(DOCUMENT_TYPES).optional(), content: text() }) }),
    },
  }),
};
