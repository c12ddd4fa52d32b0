// The workspace calls, one contract each (shared/api-contract.ts): the member's collections and monthly counts,
// saving, generating (ideas, documents, power-ups), editing and sharing, and document downloads.
import { z } from 'zod';
import { ALL_DOWNLOAD_FORMATS } from '../documents/download-formats';
import { DOCUMENT_NOT_FOUND, IDEA_NOT_FOUND } from '../ideas/idea-decider';
import { apiContract, commandAnswer, messageAnswerSchema, pathId } from '../shared/api-contract';
import { text } from '../shared/text';
import {
  checkIdeaSchema,
  editWorkspaceIdeaSchema,
  generateDocumentSchema,
  generateIdeaSchema,
  generatePowerUpSchema,
  shareIdeaSchema,
  userIdeaSourceSchema,
  workspaceDocumentContentSchema,
} from './schemas';
import { IDEA_NOT_IN_WORKSPACE, USER_IDEA_NOT_FOUND } from './workspace-decider';
import {
  documentStatsSchema,
  savedChangeSchema,
  userIdeaViewSchema,
  userStatsSchema,
  workspaceCollectionsSchema,
  workspaceDocumentSchema,
  workspaceIdeaSchema,
  workspacePowerUpSchema,
} from './workspace-view';

const generateIdea = (source: 'UGI' | 'UGP2P') =>
  apiContract({
    method: 'POST',
    path: `/api/ideas/generate-${source.toLowerCase() as 'ugi' | 'ugp2p'}`,
    tag: 'workspace',
    summary: `A PRO member's problem becomes a ${source} idea and its copy in their workspace (refused at the monthly cap)`,
    access: 'verified',
    body: generateIdeaSchema,
    responses: { 201: commandAnswer({ idea: userIdeaViewSchema }) },
    errors: [403, 429],
  });

export const workspaceApi = {
  collections: apiContract({
    method: 'GET',
    path: '/api/collections',
    tag: 'workspace',
    summary: "The member's workspace: copies, documents and power-ups",
    access: 'signed-in',
    responses: { 200: workspaceCollectionsSchema },
  }),
  savedChanges: apiContract({
    method: 'GET',
    path: '/api/workspace/ideas/:id/changes',
    tag: 'workspace',
    summary: "What changed in a saved idea's original since the member saved it (the id is the copy's), newest first",
    access: 'signed-in',
    params: z.object({ id: pathId(IDEA_NOT_IN_WORKSPACE) }),
    responses: { 200: z.object({ changes: z.array(savedChangeSchema) }) },
  }),
  userStats: apiContract({
    method: 'GET',
    path: '/api/users/stats',
    tag: 'workspace',
    summary: 'User ideas generated this UTC month',
    access: 'signed-in',
    responses: { 200: userStatsSchema },
  }),
  documentStats: apiContract({
    method: 'GET',
    path: '/api/users/document-stats',
    tag: 'workspace',
    summary: 'Copies that got documents this UTC month, and the cap',
    access: 'signed-in',
    responses: { 200: documentStatsSchema },
  }),
  save: apiContract({
    method: 'POST',
    path: '/api/collections/:ideaId',
    tag: 'workspace',
    summary: 'Saves a marketplace idea to the workspace',
    access: 'verified',
    params: z.object({ ideaId: pathId(IDEA_NOT_FOUND) }),
    responses: { 201: commandAnswer({ message: text(), copyId: z.number() }) },
    errors: [409],
  }),
  checkIdea: apiContract({
    method: 'POST',
    path: '/api/collections/check-idea/:id/:type',
    tag: 'workspace',
    summary: 'Whether the workspace holds that user idea (a question, asked with POST)',
    access: 'signed-in',
    // A type it does not know is a 400.
    params: z.object({ id: pathId(IDEA_NOT_FOUND), type: userIdeaSourceSchema }),
    body: checkIdeaSchema,
    responses: { 200: z.object({ success: z.literal(true), exists: z.boolean() }) },
  }),
  generateUgi: generateIdea('UGI'),
  generateUgp2p: generateIdea('UGP2P'),
  editIdea: apiContract({
    method: 'PUT',
    path: '/api/ideas/edit/:id',
    tag: 'workspace',
    summary: 'Edits a copy in the workspace (and the idea, when the member generated it)',
    access: 'verified',
    params: z.object({ id: pathId(IDEA_NOT_IN_WORKSPACE) }),
    body: editWorkspaceIdeaSchema,
    responses: { 200: commandAnswer({ idea: workspaceIdeaSchema }) },
  }),
  share: apiContract({
    method: 'PUT',
    path: '/api/ideas/share/:id',
    tag: 'workspace',
    summary: 'Makes an idea the member generated public; it waits for approval',
    access: 'verified',
    params: z.object({ id: pathId(USER_IDEA_NOT_FOUND) }),
    body: shareIdeaSchema,
    responses: { 200: messageAnswerSchema },
    errors: [409],
  }),
  generateDocument: apiContract({
    method: 'POST',
    path: '/api/workspace/documents/generate',
    tag: 'workspace',
    summary: "A PRO member's document for a copy (one per type and copy; at most 100 copies a month)",
    access: { verified: true, role: 'PRO' },
    body: generateDocumentSchema,
    responses: { 201: commandAnswer({ document: workspaceDocumentSchema }) },
    errors: [404, 409, 429],
  }),
  generatePowerUp: apiContract({
    method: 'POST',
    path: '/api/workspace/powerups/generate',
    tag: 'workspace',
    summary: 'A power-up for a copy (one per type and copy)',
    access: { verified: true, role: 'PREMIUM' },
    body: generatePowerUpSchema,
    responses: { 201: commandAnswer({ powerUp: workspacePowerUpSchema }) },
    errors: [404, 409],
  }),
  editDocument: apiContract({
    method: 'PUT',
    path: '/api/documents/edit/:id',
    tag: 'workspace',
    summary: 'Edits a document the member generated',
    access: 'verified',
    params: z.object({ id: pathId(DOCUMENT_NOT_FOUND) }),
    body: workspaceDocumentContentSchema,
    responses: { 200: commandAnswer({ document: workspaceDocumentSchema }) },
  }),
  download: apiContract({
    method: 'GET',
    path: '/api/documents/:originalDocId/download/:format',
    tag: 'workspace',
    summary: "A document as a file (md, pdf, ppt, csv): the caller's own, else a platform idea's, gated like its documents",
    access: 'public',
    // The format is checked against the document's type (a 400 naming the formats it has).
    params: z.object({ originalDocId: pathId(DOCUMENT_NOT_FOUND), format: text().describe(`one of ${ALL_DOWNLOAD_FORMATS.join(', ')}`) }),
    // A file, not JSON.
    responses: {},
    errors: [400, 401, 403, 429],
  }),
};
