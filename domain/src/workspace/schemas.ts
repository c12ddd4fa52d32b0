// Inputs of the workspace calls (docs/product.md "Workspace and AI generation"), shared by the command API and the
// SPA's forms. Messages are the spec's where it gives them; the rest are marked ours.
import { z } from 'zod';
import { inputText } from '../shared/text';
import { documentTypeSchema, editIdeaSchema } from '../ideas/schemas';
import { MAX_USER_CONTEXT_LENGTH } from './limits';
import { POWER_UP_TYPES } from './power-ups';
import { USER_IDEA_SOURCES, type CopyFields } from './workspace-fields';

export const USER_CONTEXT_REQUIRED = 'Please enter an idea description';
// Ours.
export const USER_CONTEXT_TOO_LONG = `Idea description cannot exceed ${MAX_USER_CONTEXT_LENGTH} characters`;
const NO_IDEA_SELECTED = 'No idea selected';
const MAX_DOCUMENT_LENGTH = 100_000;

/** POST /api/ideas/generate-ugi and /generate-ugp2p: private unless asked otherwise; `categories` is a hint. */
export const generateIdeaSchema = z.object({
  userContext: inputText({ max: MAX_USER_CONTEXT_LENGTH, tooLong: USER_CONTEXT_TOO_LONG, trim: true }, { error: USER_CONTEXT_REQUIRED }).min(1, USER_CONTEXT_REQUIRED),
  isPrivate: z.boolean({ error: 'isPrivate must be true or false' }).default(true),
  categories: inputText({ label: 'categories', max: 2000, trim: true }, { error: 'categories must be text' }).default(''),
});
export type GenerateIdeaInput = z.input<typeof generateIdeaSchema>;

/**
 * PUT /api/ideas/edit/{id}: the admin's idea rules (title 3-100, description at least 10); the form sends the whole
 * idea back with fields that are not the copy's own (status, updatedAt, ids), which are dropped.
 */
export const editWorkspaceIdeaSchema = editIdeaSchema.transform(
  ({ changes, type }): Partial<CopyFields> => (type === undefined ? changes : { ...changes, type }),
);
export type EditWorkspaceIdeaInput = z.input<typeof editWorkspaceIdeaSchema>;

export const userIdeaSourceSchema = z.enum(USER_IDEA_SOURCES, { error: 'Type must be UGI or UGP2P' });
/** PUT /api/ideas/share/{id} */
export const shareIdeaSchema = z.object({ type: userIdeaSourceSchema });

/**
 * POST /api/collections/check-idea/{id}/{type}: the title is sent along and not needed. Ours: a generated idea's title
 * may be longer than an edited one's (100), so the limit only bounds the request.
 */
export const checkIdeaSchema = z.object({ title: inputText({ label: 'Title', max: 1000 }).optional() });

const copyId = z.number({ error: NO_IDEA_SELECTED }).int(NO_IDEA_SELECTED).positive(NO_IDEA_SELECTED);
/** POST /api/workspace/documents/generate */
export const generateDocumentSchema = z.object({ ideaId: copyId, type: documentTypeSchema });
/** POST /api/workspace/powerups/generate */
export const generatePowerUpSchema = z.object({ ideaId: copyId, type: z.enum(POWER_UP_TYPES, { error: 'Unknown power-up type' }) });

/** PUT /api/documents/edit/{id} */
export const workspaceDocumentContentSchema = z.object({
  content: inputText({ label: 'Document content', max: MAX_DOCUMENT_LENGTH, trim: true }, { error: 'Document content is required' }).min(
    1,
    'Document content is required',
  ),
});
