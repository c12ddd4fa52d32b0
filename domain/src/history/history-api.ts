// The audit trail's calls, one contract each (shared/api-contract.ts): an entity's history, the entity as it was at
// an instant, and the platform's activity. ADMIN only.
import { z } from 'zod';
import { once, oneOf, wholeNumber } from '../ideas/idea-list-query';
import { apiContract } from '../shared/api-contract';
import { inputText, text } from '../shared/text';
import { ACTIVITY_EVENT_TYPES } from './activity-kind';
import { ACTIVITY_KINDS, AS_OF_KINDS, HISTORY_KINDS, HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, SYSTEM_ACTORS, type HistoryKind } from './history-view';

/** Kinds whose ids are a person's account id; the others are numbered. */
const ACCOUNT_KINDS: readonly HistoryKind[] = ['users', 'workspaces'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^[1-9]\d{0,8}$/;
/** ISO-8601 date, or date and time with an optional zone. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** A position as the event store writes it (`<commit>-<prepare>`). */
const POSITION = /^\d{1,20}-\d{1,20}$/;

const kindOf = <K extends string>(kinds: readonly K[]) => z.enum(kinds as [K, ...K[]], { error: `kind must be one of ${kinds.join(', ')}` });

/** The kind and an id of its form (a 400 otherwise); a user id is a UUID, read in lower case as its stream names it. */
const entityParams = <K extends HistoryKind>(kinds: readonly K[]) =>
  z.object({ kind: kindOf(kinds), id: inputText({ label: 'id', max: 100 }) }).transform(({ kind, id }, context) => {
    if (ACCOUNT_KINDS.includes(kind) ? UUID.test(id) : WHOLE_NUMBER.test(id)) return { kind, id: id.toLowerCase() };
    context.addIssue({ code: 'custom', path: ['id'], message: ACCOUNT_KINDS.includes(kind) ? `id must be a user id (a UUID) for ${kind}` : `id must be a whole number for ${kind}` });
    return z.NEVER;
  });

const historyQuery = z.object({
  before: wholeNumber('before', 0, 999_999_999, undefined, 'before must be the next cursor of a previous page (a whole number)'),
  limit: wholeNumber('limit', 1, HISTORY_PAGE_MAX, HISTORY_PAGE_DEFAULT, `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`),
});

const AT_MESSAGE = 'at must be an ISO-8601 date and time, e.g. 2026-11-22T10:00:00Z';
const asOfQuery = z.object({
  at: once('at').transform((value, context) => {
    const trimmed = value?.trim() ?? '';
    const at = ISO_8601.test(trimmed) ? new Date(trimmed) : undefined;
    if (at && !Number.isNaN(at.getTime())) return at;
    context.addIssue({ code: 'custom', message: AT_MESSAGE });
    return z.NEVER;
  }),
});

/** The longest email an account can have (RFC 5321); nothing longer names anyone. */
const ACTOR_MAX_LENGTH = 254;

const activityQuery = z.object({
  actor: once('actor', {
    max: ACTOR_MAX_LENGTH,
    trim: true,
    tooLong: `actor must be a user id, an email or username, or one of ${SYSTEM_ACTORS.join(', ')}`,
  }).transform((value) => value || undefined),
  kind: oneOf('kind', ACTIVITY_KINDS, () => `kind must be one of ${ACTIVITY_KINDS.join(', ')}`),
  // A type the activity does not list would match nothing: refused as the typo it is.
  type: oneOf('type', ACTIVITY_EVENT_TYPES, (value) => `type must be an event type of the activity, e.g. IdeaStamped (not ${value})`),
  before: once('before').transform((value, context) => {
    const trimmed = value?.trim();
    if (!trimmed) return undefined;
    if (POSITION.test(trimmed)) return trimmed;
    context.addIssue({ code: 'custom', message: 'before must be the next cursor of a previous page' });
    return z.NEVER;
  }),
  limit: wholeNumber('limit', 1, HISTORY_PAGE_MAX, HISTORY_PAGE_DEFAULT, `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`),
});

const historyActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), id: text(), email: text().nullable(), username: text().nullable(), label: text() }),
  z.object({ kind: z.literal('system'), id: z.enum(SYSTEM_ACTORS), label: text() }),
]);

const entryFields = {
  eventId: text(),
  position: text(),
  streamId: text(),
  revision: z.number(),
  at: text(),
  type: text(),
  summary: text(),
  actor: historyActorSchema,
  correlationId: text(),
  causationId: text(),
};

export const historyPageSchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  id: text(),
  entries: z.array(z.object({ ...entryFields, changes: z.array(z.object({ field: text(), from: z.unknown(), to: z.unknown() })) })),
  next: text().nullable(),
});

export const activityPageSchema = z.object({
  entries: z.array(z.object({ ...entryFields, kind: z.enum(ACTIVITY_KINDS), entityId: text() })),
  next: text().nullable(),
});

export const asOfViewSchema = z.object({
  kind: z.enum(AS_OF_KINDS),
  id: text(),
  at: text(),
  revision: z.number(),
  position: text(),
  changedAt: text(),
  entity: z.unknown().describe("the entity's record as it was: an idea's, a user's, a trend's or a member's idea's fields"),
});

export const historyApi = {
  history: apiContract({
    method: 'GET',
    path: '/api/admin/history/:kind/:id',
    tag: 'admin history',
    summary: "An entity's history, newest first, in keyset pages",
    access: 'ADMIN',
    params: entityParams(HISTORY_KINDS),
    query: historyQuery,
    responses: { 200: historyPageSchema },
    // A kind or an id of the wrong form is a 400.
    errors: [400, 404],
  }),
  asOf: apiContract({
    method: 'GET',
    path: '/api/admin/:kind/:id/as-of',
    tag: 'admin history',
    summary: 'An entity as it was at an instant (404 when it did not exist yet)',
    access: 'ADMIN',
    params: entityParams(AS_OF_KINDS),
    query: asOfQuery,
    responses: { 200: asOfViewSchema },
    errors: [400, 404],
  }),
  activity: apiContract({
    method: 'GET',
    path: '/api/admin/activity',
    tag: 'admin history',
    summary: "The platform's recent changes, newest first, filtered by actor, kind and event type",
    access: 'ADMIN',
    query: activityQuery,
    responses: { 200: activityPageSchema },
  }),
};
