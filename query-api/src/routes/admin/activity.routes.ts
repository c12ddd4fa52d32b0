// GET /api/admin/activity (ADMIN, issue 15): the platform's recent changes, newest first, filtered by actor, kind and
// event type, in keyset pages (`before` is the `next` of the previous page).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACTIVITY_EVENT_TYPES } from '@app/domain/history/activity-kind';
import { ACTIVITY_KINDS, HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, SYSTEM_ACTORS } from '@app/domain/history/history-view';
import { requireRole } from '@app/domain/users/permissions';
import { parsePosition } from '@app/infra/event-store/position';
import { validate } from '@app/infra/http/validate';
import { actorIdNamed, readActivity } from '../../read-models/activity';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { once, oneOf, wholeNumber } from '@app/domain/ideas/idea-list-query';

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
    const text = value?.trim();
    if (!text) return undefined;
    const position = parsePosition(text);
    if (position) return position;
    context.addIssue({ code: 'custom', message: 'before must be the next cursor of a previous page' });
    return z.NEVER;
  }),
  limit: wholeNumber('limit', 1, HISTORY_PAGE_MAX, HISTORY_PAGE_DEFAULT, `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`),
});

export function activityRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/admin/activity', async (request) => {
    requireRole(request.actor, 'ADMIN');
    const { actor, ...filter } = validate(activityQuery, request.query);
    if (actor === undefined) return readActivity(deps.db, { ...filter, actorId: undefined });
    const actorId = await actorIdNamed(deps.db, actor);
    if (actorId === undefined) return { entries: [], next: null };
    return readActivity(deps.db, { ...filter, actorId });
  });
}
