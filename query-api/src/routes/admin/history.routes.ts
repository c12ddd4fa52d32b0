// GET /api/admin/history/{kind}/{id} and GET /api/admin/{kind}/{id}/as-of (ADMIN, issue 15): read from the event
// store, which is the audit trail. The as-of path shares its prefix with the admin's other calls
// (`/api/admin/ideas/:id`, `/api/admin/users`): the router prefers their static segments and falls back to the
// `:kind` parameter only for paths ending in `/as-of`, so neither shadows the other.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AS_OF_KINDS, HISTORY_KINDS, HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, type HistoryKind } from '@app/domain/history/history-view';
import { inputText } from '@app/domain/shared/text';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { readAsOf, readHistoryPage } from '../../history/entity-history';
import type { QueryApiDeps } from '../../query-api-deps';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { once, wholeNumber } from '@app/domain/ideas/idea-list-query';

/** Kinds whose ids are a person's account id; the others are numbered. */
const ACCOUNT_KINDS: readonly HistoryKind[] = ['users', 'workspaces'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^[1-9]\d{0,8}$/;
/** ISO-8601 date, or date and time with an optional zone. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const kindOf = <K extends string>(kinds: readonly K[]) =>
  z.enum(kinds as [K, ...K[]], { error: `kind must be one of ${kinds.join(', ')}` });

/** The kind and an id of its form; a user id is a UUID, read in lower case as its stream names it. */
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
    const text = value?.trim() ?? '';
    const at = ISO_8601.test(text) ? new Date(text) : undefined;
    if (at && !Number.isNaN(at.getTime())) return at;
    context.addIssue({ code: 'custom', message: AT_MESSAGE });
    return z.NEVER;
  }),
});

export function historyRoutes(app: FastifyInstance, deps: Pick<QueryApiDeps, 'eventStore'> & { db: Kysely<QueryApiDatabase>; personalData: PersonalDataVault }): void {
  const history = { db: deps.db, eventStore: deps.eventStore, personalData: deps.personalData };

  app.get('/api/admin/history/:kind/:id', async (request) => {
    requireRole(request.actor, 'ADMIN');
    const { kind, id } = validate(entityParams(HISTORY_KINDS), request.params);
    return readHistoryPage(history, kind, id, validate(historyQuery, request.query));
  });

  app.get('/api/admin/:kind/:id/as-of', async (request) => {
    requireRole(request.actor, 'ADMIN');
    const { kind, id } = validate(entityParams(AS_OF_KINDS), request.params);
    return readAsOf(history, kind, id, validate(asOfQuery, request.query).at);
  });
}
