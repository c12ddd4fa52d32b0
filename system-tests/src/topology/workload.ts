// The mixed workload of real user journeys through the proxy, as a real client makes them: every write carries an
// Idempotency-Key (and its id as x-correlation-id, so its events can be found), and a write that failed without an
// answer (502/503/504, a reset connection) is sent again with the same key; every read after a write carries the
// write's position as x-min-position and must see it, fresh. A ledger keeps every write and every failure for the
// test's checks and figures.
import { randomUUID } from 'node:crypto';

/** A failure without an answer: the request may or may not have run. */
const NO_ANSWER = new Set([502, 503, 504]);
/** The answer to a retry whose first attempt still holds the key (idempotency.ts). */
const STILL_PROCESSING = 'A request with this Idempotency-Key is still being processed';
/** How long a client keeps retrying one request before it gives up on it. */
const RETRY_FOR_MS = 15_000;
const RETRY_PAUSE_MS = 250;

export interface WriteRecord {
  /** The Idempotency-Key, also sent as x-correlation-id (so the write's events carry it). */
  id: string;
  what: string;
  /** The final answer's status; 0: none (the client gave up). */
  status: number;
  /** The answer's x-event-position: the write appended events (a repeated share, say, appends none). */
  position?: string;
  /** When each attempt that got no answer (or found its key still held) failed. */
  failedAt: number[];
  /** The last failure's text. */
  lastFailure?: string;
}

export interface ReadCheck {
  what: string;
  /** When the answer came. */
  at: number;
  fresh: boolean;
  sawWrite: boolean;
}

export interface Ledger {
  writes: WriteRecord[];
  reads: ReadCheck[];
}

export const acknowledged = (write: WriteRecord) => write.status >= 200 && write.status < 300;

export interface Answer<T> {
  status: number;
  body: T;
  position: string | undefined;
  stale: boolean;
  /** Attempts of a write that got no answer before this one. */
  failedAttempts: number;
}

export interface Client {
  /**
   * A command (the verification link is one sent as a GET): retried with the same Idempotency-Key while it gets no
   * answer. Throws when it ends without a 2xx.
   */
  write<T>(what: string, method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, token?: string): Promise<Answer<T>>;
  /** A read that must see the client's last write (x-min-position); `sees` says whether the body shows it. */
  read<T>(what: string, path: string, sees: (body: T) => boolean, token?: string): Promise<T>;
}

async function send(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Omit<Answer<unknown>, 'failedAttempts'> | Error> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      position: response.headers.get('x-event-position') ?? undefined,
      stale: response.headers.get('x-stale') === 'true',
    };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * `address`: the client's own IP, sent as X-Forwarded-For as a client behind another proxy would (the proxy appends the
 * address it sees; the services trust it, TRUST_PROXY): each member signs up from an address of their own, as real
 * members do, instead of every sign-up sharing the per-IP limit of 127.0.0.1.
 */
export function createClient(baseUrl: string, ledger: Ledger, address?: string): Client {
  let lastPosition: string | undefined;
  const from: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const auth = (token: string | undefined): Record<string, string> => ({ ...from, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  return {
    async write<T>(what: string, method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, token?: string) {
      const record: WriteRecord = { id: randomUUID(), what, status: 0, failedAt: [] };
      ledger.writes.push(record);
      const headers = { ...auth(token), 'idempotency-key': record.id, 'x-correlation-id': record.id };
      const giveUpAt = Date.now() + RETRY_FOR_MS;
      for (;;) {
        const answer = await send(baseUrl, method, path, headers, body);
        const stillHeld = !(answer instanceof Error) && answer.status === 409 && (answer.body as { message?: string } | undefined)?.message === STILL_PROCESSING;
        if (!(answer instanceof Error) && !NO_ANSWER.has(answer.status) && !stillHeld) {
          record.status = answer.status;
          if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
          if (answer.position) lastPosition = record.position = answer.position;
          return { ...answer, failedAttempts: record.failedAt.length } as Answer<T>;
        }
        record.failedAt.push(Date.now());
        record.lastFailure = answer instanceof Error ? answer.message : `${answer.status} ${JSON.stringify(answer.body)}`;
        if (Date.now() > giveUpAt) throw new Error(`${what}: gave up after ${record.failedAt.length} failed attempts (${record.lastFailure})`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
    },
    async read<T>(what: string, path: string, sees: (body: T) => boolean, token?: string) {
      const answer = await send(baseUrl, 'GET', path, { ...auth(token), ...(lastPosition ? { 'x-min-position': lastPosition } : {}) });
      if (answer instanceof Error || answer.status !== 200) {
        throw new Error(`${what}: ${answer instanceof Error ? answer.message : `${answer.status} ${JSON.stringify(answer.body)}`}`);
      }
      const body = answer.body as T;
      ledger.reads.push({ what, at: Date.now(), fresh: !answer.stale, sawWrite: sees(body) });
      return body;
    },
  };
}

export const MEMBER_PASSWORD = 'Topology-pass1!';

export interface Journey {
  email: string;
  userId?: string;
  /** The member's generated idea, published at the end. */
  ideaId?: number;
  savedCopies: number[];
  editedTitle?: string;
  /** Set when the journey did not finish (a write the client gave up on). */
  error?: string;
}

/** A member once signed in: what a screen of theirs needs to open the change feed as them. */
export interface SignedInMember {
  n: number;
  userId: string;
  token: string;
  /** The member's own address (X-Forwarded-For). */
  address: string;
}

/**
 * One member's journey: sign up, verify through the mailed link, sign in, save marketplace ideas, become PRO (the
 * admin's change), generate an idea with the local AI, edit it, share it, and have the admin publish it; each write
 * followed by a read that must show it. `signedIn` runs once the member is signed in (the test opens their change feed).
 */
export async function memberJourney(
  baseUrl: string,
  ledger: Ledger,
  n: number,
  admin: { token: string },
  marketplaceIdeas: readonly number[],
  signedIn: (member: SignedInMember) => Promise<void> = () => Promise.resolve(),
): Promise<Journey> {
  const address = `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const client = createClient(baseUrl, ledger, address);
  const journey: Journey = { email: `member${n}@topology.test`, savedCopies: [] };
  try {
    journey.userId = await signUp(baseUrl, client, journey.email, `member_${n}`);
    const mail = await client.read<{ messages: { text: string }[] }>('dev mailbox', `/api/dev/mailbox?to=${encodeURIComponent(journey.email)}`, (body) => body.messages.length > 0);
    const link = /\/verify-email\/(\S+)/.exec(mail.messages[0]?.text ?? '')?.[1];
    if (!link) throw new Error(`no verification link mailed to ${journey.email}`);
    await client.write('verify email', 'GET', `/api/auth/verify/${link}`, undefined);
    const { token } = (await client.write<{ token: string }>('sign in', 'POST', '/api/auth/login', { email: journey.email, password: MEMBER_PASSWORD })).body;
    await client.read<{ user: { emailVerified: boolean } }>('me after verifying', '/api/auth/verify', (body) => body.user.emailVerified, token);
    await signedIn({ n, userId: journey.userId, token, address });
    for (const ideaId of marketplaceIdeas) {
      const saved = await client.write<{ copyId: number }>('save idea', 'POST', `/api/collections/${ideaId}`, undefined, token);
      journey.savedCopies.push(saved.body.copyId);
      await client.read<unknown>('workspace after saving', '/api/collections', (body) => JSON.stringify(body).includes(String(saved.body.copyId)), token);
    }
    await client.write('role PRO', 'PUT', `/api/admin/users/${journey.userId}/role`, { role: 'PRO' }, admin.token);
    const generated = await client.write<{ idea: { id: number; copyId: number } }>('generate idea', 'POST', '/api/ideas/generate-ugi', {
      userContext: `Member ${n}: small ports still schedule berths by phone, and ships wait at anchor for hours.`, isPrivate: true,
    }, token);
    journey.ideaId = generated.body.idea.id;
    journey.editedTitle = `Harbour slots ${n}`;
    await client.write('edit idea', 'PUT', `/api/ideas/edit/${generated.body.idea.copyId}`, { title: journey.editedTitle }, token);
    await client.read<unknown>('workspace after editing', '/api/collections', (body) => JSON.stringify(body).includes(journey.editedTitle!), token);
    await client.write('share idea', 'PUT', `/api/ideas/share/${journey.ideaId}`, { type: 'UGI' }, token);
    await client.write('publish idea', 'POST', '/api/admin/ideas/publish', { ideaIds: [journey.ideaId] }, admin.token);
    await client.read<{ title?: string }>('marketplace idea after publishing', `/api/ideas/${journey.ideaId}`, (body) => JSON.stringify(body).includes(journey.editedTitle!), token);
  } catch (error) {
    journey.error = error instanceof Error ? error.message : String(error);
  }
  return journey;
}

/**
 * Sign-up as a real client does it when a request gets no answer: it sends it again under the same key. When the
 * command API that took the first attempt died after recording the account, the retry signs the member in to it and
 * sends no second mail (the first may have gone out); when none came, the member asks for it again, as the SPA's
 * warning about an unverified email offers. Returns the user's id.
 */
async function signUp(baseUrl: string, client: Client, email: string, username: string): Promise<string> {
  const registered = await client.write<{ token: string; user: { id: string } }>('register', 'POST', '/api/auth/register', {
    email, username, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD,
  });
  if (registered.failedAttempts > 0) {
    const mailbox = await send(baseUrl, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`, {});
    const mailed = !(mailbox instanceof Error) && (mailbox.body as { messages?: unknown[] } | undefined)?.messages?.length;
    if (!mailed) await client.write('resend verification', 'POST', '/api/auth/resend-verification', undefined, registered.body.token);
  }
  return registered.body.user.id;
}

/**
 * The admin's 'Generate All Documents' for some ideas: a job whose items go through the JetStream work queue to the
 * workers of both command APIs (its events are found by the write's id). False when the request was given up on.
 */
export async function generateAllDocuments(baseUrl: string, ledger: Ledger, admin: { token: string }, ideaIds: readonly number[]): Promise<boolean> {
  try {
    await createClient(baseUrl, ledger).write('generate all documents', 'POST', '/api/admin/documents/generate', { ideaIds, generateAll: true }, admin.token);
    return true;
  } catch {
    return false;
  }
}
