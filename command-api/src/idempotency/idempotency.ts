// Idempotency-Key: a retried POST/PUT/DELETE with the same key answers the first result and appends nothing.
// The first request claims the key (a row with no response yet), its response is stored when it is sent, and a
// server error releases the key so the client may try again. A running request renews its claim; a claim nobody renewed
// for CLAIM_LEASE_MS was left by a process that died mid-request (kill -9, a lost host), and the retry takes it over
// instead of being told 'still being processed' forever. Events take their ids from the key (command-handler.ts), so
// what the dead request may have appended is not appended twice.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Conflict, ValidationError } from '@app/domain/shared/errors';
import { uuidv7, uuidv7From } from '@app/infra/ids/uuid';
import type { CommandApiDatabase } from '../command-api-database';

const TABLE = 'command_api.idempotency_keys' as const;
const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['x-event-position', 'content-type', 'location'] as const;
/** How often a running request renews its claim, and how long an unrenewed claim counts as alive. */
const RENEW_MS = 2_000;
const CLAIM_LEASE_MS = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: { scope: string; key: string; claimedAt: Date; renewal: NodeJS.Timeout };
  }
}

export function installIdempotency(app: FastifyInstance, db: Kysely<CommandApiDatabase>, scopeOf: (request: FastifyRequest) => string): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const scope = scopeOf(request);
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const claimed = await db
      .insertInto(TABLE)
      .values({ scope, key, fingerprint })
      .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
      .returning('created_at')
      .executeTakeFirst();
    const abandoned = claimed
      ? undefined
      : await db
          .updateTable(TABLE)
          .set({ renewed_at: sql`now()` })
          .where('scope', '=', scope)
          .where('key', '=', key)
          .where('fingerprint', '=', fingerprint)
          .where('status_code', 'is', null)
          .where('renewed_at', '<', sql<Date>`now() - make_interval(secs => ${CLAIM_LEASE_MS / 1000})`)
          .returning('created_at')
          .executeTakeFirst();
    const claimedAt = (claimed ?? abandoned)?.created_at;
    if (claimedAt) {
      const renewal = setInterval(() => {
        void db.updateTable(TABLE).set({ renewed_at: sql`now()` }).where('scope', '=', scope).where('key', '=', key).execute().catch(() => undefined);
      }, RENEW_MS);
      renewal.unref();
      request.idempotencyClaim = { scope, key, claimedAt, renewal };
      return;
    }
    const first = await db.selectFrom(TABLE).selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    if (!first) throw new Conflict('A request with this Idempotency-Key was just released; please retry');
    if (first.fingerprint !== fingerprint) throw new Conflict('This Idempotency-Key was already used for a different request');
    if (first.status_code === null) throw new Conflict('A request with this Idempotency-Key is still being processed');
    return replay(reply, first.status_code, first.response_headers ?? {}, first.response_body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    clearInterval(claim.renewal);
    const where = db.updateTable(TABLE).where('scope', '=', claim.scope).where('key', '=', claim.key);
    if (reply.statusCode >= 500) {
      await db.deleteFrom(TABLE).where('scope', '=', claim.scope).where('key', '=', claim.key).execute();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    await where
      .set({ status_code: reply.statusCode, response_body: typeof payload === 'string' ? payload : '', response_headers: headers })
      .execute();
    return payload;
  });
}

/**
 * A new id for something the request creates (`what`: 'user'), the same on every attempt of one Idempotency-Key: a
 * retry that took over a dead attempt's claim continues what that attempt recorded instead of starting over beside it
 * (a sign-up whose first attempt reserved the email finds its own reservation, not someone else's). Without a key, a
 * fresh id.
 */
export function newIdFor(request: FastifyRequest, what: string): string {
  const claim = request.idempotencyClaim;
  return claim ? uuidv7From(claim.claimedAt.getTime(), claim.scope, claim.key, what) : uuidv7();
}

/**
 * Forgets the stored answers about a user who is being erased: those to their own requests, and every other one that
 * names them. Each answer that shows a user's email or username names them by id too (sign-up, sign-in, an admin's
 * test account), so their id finds those copies after their personal data can no longer be read.
 */
export async function forgetAnswersAbout(db: Kysely<CommandApiDatabase>, userId: string): Promise<void> {
  await db
    .deleteFrom(TABLE)
    .where((eb) => eb.or([eb('scope', '=', userId), eb(sql<number>`strpos(${sql.ref('response_body')}, ${userId})`, '>', 0)]))
    .execute();
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER];
  if (header === undefined || request.method === 'GET' || request.method === 'HEAD') return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new ValidationError('Idempotency-Key must be 1 to 255 visible ASCII characters', { [HEADER]: 'Invalid Idempotency-Key' });
  }
  return key;
}

function replay(reply: FastifyReply, status: number, headers: Record<string, string>, body: string): FastifyReply {
  return reply.status(status).headers({ ...headers, 'idempotent-replayed': 'true' }).send(body);
}
