// GET /api/dev/mailbox?to=EMAIL: the mails the dev mailbox "sent" to an address, for developers and the
// real-browser tests. Registered only outside production.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { inputText } from '@app/domain/shared/text';
import { MAX_EMAIL_LENGTH } from '@app/domain/users/schemas';
import { validate } from '@app/infra/http/validate';
import { listDevMailbox } from '@app/infra/mail/dev-mailbox';
import type { DevMailboxDatabase } from '@app/infra/mail/dev-mailbox.table';

const MailboxQuery = z.object({
  to: inputText({ max: MAX_EMAIL_LENGTH, trim: true, tooLong: `Query parameter "to" cannot exceed ${MAX_EMAIL_LENGTH} characters` }, { error: 'Query parameter "to" is required' }).min(
    1,
    'Query parameter "to" is required',
  ),
});

export function devMailboxRoute(app: FastifyInstance, deps: { db: Kysely<DevMailboxDatabase> }): void {
  app.get('/api/dev/mailbox', async (request) => {
    const { to } = validate(MailboxQuery, request.query);
    return { messages: await listDevMailbox(deps.db, to) };
  });
}
