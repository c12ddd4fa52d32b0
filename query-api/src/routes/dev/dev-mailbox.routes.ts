// GET /api/dev/mailbox?to=EMAIL: the mails the dev mailbox "sent" to an address, for developers and the
// real-browser tests. Registered only outside production.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { platformApi } from '@app/domain/shared/platform-api';
import { route } from '@app/infra/http/contract-route';
import { listDevMailbox } from '@app/infra/mail/dev-mailbox';
import type { DevMailboxDatabase } from '@app/infra/mail/dev-mailbox.table';

export function devMailboxRoute(app: FastifyInstance, deps: { db: Kysely<DevMailboxDatabase> }): void {
  route(app, platformApi.devMailbox, async (request) => ({ messages: await listDevMailbox(deps.db, request.query.to) }));
}
