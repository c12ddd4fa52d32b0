// Erasure through the composed platform: once an admin has deleted a user and the projections have caught up, no
// table of any schema (event store, projections and their registry, command API, dev mailbox, personal-data vault)
// and no event's data or metadata holds the user's email or any username they had, in any case; nor anything the
// member typed (a problem to generate from, edits of an idea and of a document, a Builder Studio application sent
// with their email) or the AI wrote from it in their workspace, not even in copies other members saved; also after
// every projection is rebuilt from zero. Another member's texts and another applicant's application stay.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcast } from '@app/domain/shared/upcasters';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { parsePosition, type Position } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';
import { openPersonalField } from '@app/infra/personal-data/personal-field';
import { createSealingCommandHandler } from '@app/command-api/app';
import { projections } from '@app/projectors/projections';
import { openCatalogCommandKit, type CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';

let kit: CatalogCommandKit;
beforeAll(async () => {
  kit = await openCatalogCommandKit();
}, 60_000);
afterAll(() => kit?.close());

const tag = randomBytes(4).toString('hex');
const EMAIL = `Zephyrine.Quill.${tag}@Erasure-Probe.example`;
const FIRST_USERNAME = `Zephyrine_${tag}`;
const SECOND_USERNAME = `Quill_${tag}_renamed`;
const PASSWORD = 'Erasure-pass1!';

/** Lower-cased, as the search lower-cases what it reads; the URL-encoded address is how a query string carries it. */
const needlesOf = (email: string, ...usernames: string[]) => [email, encodeURIComponent(email), ...usernames].map((text) => text.toLowerCase());

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Every place a needle appears: `schema.table: row` for each matching row, then `event <id>: ...` for events. */
async function whereStored(needles: string[]): Promise<string[]> {
  const { pool, eventStore } = kit.platform.infra;
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  // The probe must see the places that matter, or an empty answer would prove nothing.
  const names = tables.map((table) => `${table.schema}.${table.name}`);
  expect(names).toEqual(expect.arrayContaining(['event_store.events', 'event_store.streams', 'dev_mailbox.messages', 'command_api.idempotency_keys', 'personal_data.subject_keys', 'projections.registry']));
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await pool.query<{ row: string }>(
      `SELECT r::text AS row FROM ${quoted(schema)}.${quoted(name)} AS r
       WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE strpos(lower(r::text), needle) > 0)`,
      [needles],
    );
    found.push(...rows.map(({ row }) => `${schema}.${name}: ${row}`));
  }
  // The store's own view as well: what every reader of $all gets, whichever adapter holds it.
  let after: Position | undefined;
  for (;;) {
    const page = await eventStore.readAll({ ...(after ? { after } : {}), limit: 1000 });
    for (const event of page.events) {
      const text = JSON.stringify({ streamId: event.streamId, data: event.data, metadata: event.metadata }).toLowerCase();
      if (needles.some((needle) => text.includes(needle))) found.push(`event ${event.id} (${event.type}): ${text}`);
    }
    if (page.atEnd || !page.next) break;
    after = page.next;
  }
  return found;
}

/** Registers, verifies and signs in a member of `role`: their id and session. */
async function member(email: string, username: string, role: 'PRO' | 'PREMIUM'): Promise<{ userId: string; token: string }> {
  const registered = await kit.request('POST', '/api/auth/register', { body: { email, username, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(registered.statusCode, registered.body).toBe(200);
  const userId = registered.json<{ user: { id: string } }>().user.id;
  await succeeds(kit.request('GET', `/api/auth/verify/${await verificationToken(email)}`));
  await succeeds(kit.request('PUT', `/api/admin/users/${userId}/role`, { token: kit.adminToken, body: { role } }));
  return { userId, token: await kit.login(email, PASSWORD) };
}

/** The answer's body, once it succeeded with `status`. */
async function answer<T>(response: Promise<{ statusCode: number; body: string }>, status = 201): Promise<T> {
  const { statusCode, body } = await response;
  expect(statusCode, body).toBe(status);
  return JSON.parse(body) as T;
}

/** Every Builder Studio application in the store, opened as readers open it (erased: `personal` null). */
async function studioApplications(): Promise<{ personal: { problem: string } | null }[]> {
  const { eventStore, personalData } = kit.platform.infra;
  const events: RecordedEvent[] = [];
  for (let after: Position | undefined; ; ) {
    const page = await eventStore.readAll({ ...(after ? { after } : {}), eventTypes: ['StudioApplicationSubmitted'] });
    events.push(...page.events);
    if (page.atEnd || !page.next) break;
    after = page.next;
  }
  return (await Promise.all(events.map((event) => openPersonalField(personalData, upcast(event).data)))) as { personal: { problem: string } | null }[];
}

async function mailbox(email: string): Promise<{ text: string }[]> {
  return (await kit.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json<{ messages: { text: string }[] }>().messages;
}

/** The latest verification link mailed to the address, as the dev mailbox lists it. */
async function verificationToken(email: string): Promise<string> {
  const [latest] = await mailbox(email);
  const token = /\/verify-email\/(\S+)/.exec(latest?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}

async function projectionsReach(position: Position | undefined): Promise<void> {
  expect(position).toBeDefined();
  expect(await kit.platform.runtime.waitForPosition(position!, { timeoutMs: 30_000 })).toBe(true);
}

async function succeeds(response: Promise<{ statusCode: number; body: string }>, status = 200): Promise<void> {
  const { statusCode, body } = await response;
  expect(statusCode, body).toBe(status);
}

describe('erasing a user', () => {
  it('leaves neither their email nor their usernames in any table or event once the projections caught up', async () => {
    // Idempotency keys on the calls whose answers show the user: their stored responses are copies too.
    const registered = await kit.request('POST', '/api/auth/register', {
      body: { email: EMAIL, username: FIRST_USERNAME, password: PASSWORD, confirmPassword: PASSWORD },
      headers: { 'idempotency-key': `register-${tag}` },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { token: firstSession, user } = registered.json<{ token: string; user: { id: string } }>();
    await succeeds(kit.request('POST', '/api/auth/resend-verification', { token: firstSession }));
    await succeeds(kit.request('GET', `/api/auth/verify/${await verificationToken(EMAIL)}`));
    const login = await kit.request('POST', '/api/auth/login', { body: { email: EMAIL.toUpperCase(), password: PASSWORD }, headers: { 'idempotency-key': `login-${tag}` } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ token: string }>().token;
    await succeeds(kit.request('PUT', '/api/auth/profile', { token, body: { username: SECOND_USERNAME }, headers: { 'idempotency-key': `profile-${tag}` } }));
    const ideaId = await kit.publishedIdea({ title: 'Erasure probe idea' });
    await succeeds(kit.request('POST', `/api/collections/${ideaId}`, { token, headers: { 'idempotency-key': `save-${tag}` } }), 201);
    await succeeds(kit.request('PUT', `/api/admin/users/${user.id}/role`, { token: kit.adminToken, body: { role: 'PRO' } }));
    const listed = await kit.request('GET', '/api/admin/users', { token: kit.adminToken });
    expect(listed.body).toContain(SECOND_USERNAME);

    const needles = needlesOf(EMAIL, FIRST_USERNAME, SECOND_USERNAME);
    const before = (await whereStored(needles)).join('\n');
    for (const place of ['dev_mailbox.messages', 'command_api.idempotency_keys', '.users: ']) expect(before).toContain(place);

    // Someone else's copies stay: their stored answer still replays and their mail is still there.
    const bystander = { email: `bystander.${tag}@example.com`, username: `bystander_${tag}`, password: PASSWORD, confirmPassword: PASSWORD };
    const bystanderKey = { 'idempotency-key': `register-bystander-${tag}` };
    await succeeds(kit.request('POST', '/api/auth/register', { body: bystander, headers: bystanderKey }));

    const deleted = await kit.request('DELETE', `/api/admin/users/${user.id}`, { token: kit.adminToken, headers: { 'idempotency-key': `delete-${tag}` } });
    expect(deleted.json()).toMatchObject({ message: 'User deleted successfully' });
    await projectionsReach(parsePosition(String(deleted.headers['x-event-position'])));

    expect(await whereStored(needles)).toEqual([]);
    const replayed = await kit.request('POST', '/api/auth/register', { body: bystander, headers: bystanderKey });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await mailbox(bystander.email)).toHaveLength(1);
    // Erased, not lost: the history still shows that the user existed and was deleted.
    const types = (await kit.platform.infra.eventStore.readStream(`user-${user.id}`)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['UserRegistered', 'EmailVerified', 'UsernameChanged', 'RoleChanged', 'UserDeleted']));
  });

  it('is finished by the erasure reaction and a repeated delete when the delete request stopped right after its append', async () => {
    const email = `Half.Erased.${tag}@Erasure-Probe.example`;
    const username = `half_erased_${tag}`;
    const registered = await kit.request('POST', '/api/auth/register', {
      body: { email, username, password: PASSWORD, confirmPassword: PASSWORD },
      headers: { 'idempotency-key': `register-half-${tag}` },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const userId = registered.json<{ user: { id: string } }>().user.id;
    const needles = needlesOf(email, username);

    // Only the append of the admin's delete request: the route's own steps after it never ran.
    const { position } = await createSealingCommandHandler(kit.platform.infra)(
      userDecider,
      userStreamId(userId),
      { type: 'DeleteUser', data: {}, metadata: { actor: { userId: 'admin', role: 'ADMIN', emailVerified: true }, now: new Date() } },
      { commandId: uuidv7(), correlationId: 'erasure-test', causationId: 'erasure-test' },
    );
    await projectionsReach(position);
    // The reaction erased the key and deleted the mails; the stored answer waits for the route.
    const [registration] = await kit.platform.infra.eventStore.readStream(userStreamId(userId));
    expect(await openPersonalField(kit.platform.infra.personalData, registration!.data)).toMatchObject({ personal: null });
    expect(await mailbox(email)).toEqual([]);
    expect(await whereStored(needles)).toEqual([expect.stringMatching(/^command_api\.idempotency_keys: /)]);

    const again = await kit.request('DELETE', `/api/admin/users/${userId}`, { token: kit.adminToken });
    expect(again.json()).toMatchObject({ message: 'User deleted successfully' });
    expect(await whereStored(needles)).toEqual([]);
  });
});

describe("erasing a member's texts", () => {
  const email = `Marlow.Tide.${tag}@Erasure-Probe.example`;
  const username = `marlow_${tag}`;
  /** Words only this member typed; the problem names their email too, as members do. */
  const typed = {
    problem: `Quillworks${tag} couriers lose parcels between depots`,
    edit: `Tidewrit${tag} notes on the rollout`,
    document: `Harbourline${tag} rewrote the plan`,
    application: `Studiomark${tag} wants a co-founder`,
  };
  const theirs = { problem: `Lanternfish${tag} bakeries waste flour`, application: `Otherapp${tag} keeps its row` };

  it('leaves none of them in any table or event, nor after every projection is rebuilt; another member and applicant keep theirs', { timeout: 240_000 }, async () => {
    const creator = await member(email, username, 'PRO');
    const other = await member(`lantern.${tag}@example.com`, `lantern_${tag}`, 'PRO');
    const asCreator = { token: creator.token };
    const problem = `${typed.problem}, writes ${email} from the depot.`;

    // A public idea the admin publishes and the other member saves, with the AI's texts on both sides.
    const published = (await answer<{ idea: { id: number; copyId: number } }>(kit.request('POST', '/api/ideas/generate-ugp2p', { ...asCreator, body: { userContext: problem, isPrivate: false } }))).idea;
    await succeeds(kit.request('PUT', `/api/ideas/edit/${published.copyId}`, { ...asCreator, body: { description: `${typed.edit}: the members' own words, enough of them.` } }));
    const document = (await answer<{ document: { id: number } }>(kit.request('POST', '/api/workspace/documents/generate', { ...asCreator, body: { ideaId: published.copyId, type: 'PRD' } }))).document;
    await succeeds(kit.request('PUT', `/api/documents/edit/${document.id}`, { ...asCreator, body: { content: `# PRD\n\n${typed.document}.` } }));
    await answer(kit.request('POST', '/api/workspace/powerups/generate', { ...asCreator, body: { ideaId: published.copyId, type: 'VALIDATION_HACKS' } }));
    await succeeds(kit.request('POST', '/api/admin/ideas/publish', { token: kit.adminToken, body: { ideaIds: [published.id] } }));
    const saved = await answer<{ copyId: number }>(kit.request('POST', `/api/collections/${published.id}`, { token: other.token }));
    await answer(kit.request('POST', '/api/workspace/documents/generate', { token: other.token, body: { ideaId: saved.copyId, type: 'GTM' } }));
    // A private idea the admin deletes: its title and description go to the deleted ideas.
    const removed = (await answer<{ idea: { id: number; copyId: number } }>(kit.request('POST', '/api/ideas/generate-ugi', { ...asCreator, body: { userContext: `${typed.problem} at night.` } }))).idea;
    await succeeds(kit.request('PUT', `/api/ideas/edit/${removed.copyId}`, { ...asCreator, body: { description: `${typed.edit}, the night shift version.` } }));
    await succeeds(kit.request('DELETE', `/api/admin/ideas/${removed.id}?source=UGI`, { token: kit.adminToken }));
    // The other member's own idea, and two Studio applications: one with the member's email, in another case.
    const theirIdea = (await answer<{ idea: { title: string } }>(kit.request('POST', '/api/ideas/generate-ugi', { token: other.token, body: { userContext: `${theirs.problem} every morning.` } }))).idea;
    const application = { name: 'Marlow Tide', phone: '+44 20 7946 0000', idea: 'A depot tracker', targetUsers: 'couriers', weeklyHours: '5-10 hours' };
    await answer(kit.request('POST', '/api/builder-studio/apply', { body: { ...application, email: email.toUpperCase(), problem: typed.application } }));
    const last = await kit.request('POST', '/api/builder-studio/apply', { body: { ...application, name: 'Other Applicant', email: `applicant.${tag}@example.com`, problem: theirs.application } });
    expect(last.statusCode, last.body).toBe(201);
    // Reads of $all see an event once every transaction that began before its commit has ended: wait for it.
    await projectionsReach(parsePosition(String(last.headers['x-event-position'])));

    const applications = await studioApplications();
    expect(applications.map((sent) => sent.personal?.problem).sort()).toEqual([theirs.application, typed.application].sort());

    const needles = [...needlesOf(email, username), ...Object.values(typed).map((text) => text.toLowerCase())];
    const others = Object.values(theirs).map((text) => text.toLowerCase());
    const before = (await whereStored(needles)).join('\n');
    // The probe sees each kind of place the texts were in: the read models, the AI's echo of the problem.
    for (const place of ['workspace_v', 'catalog_v', 'admin_ideas_v', 'studio_applicants_v', '.user_ideas: ', '.workspace_documents: ', '.deleted_ideas: ']) {
      expect(before).toContain(place);
    }
    // Sealed: no event shows any of it, even before the erasure.
    expect(before).not.toMatch(/^event /m);
    expect(before).not.toContain('event_store.events');

    const deleted = await kit.request('DELETE', `/api/admin/users/${creator.userId}`, { token: kit.adminToken });
    expect(deleted.json()).toMatchObject({ message: 'User deleted successfully' });
    await projectionsReach(parsePosition(String(deleted.headers['x-event-position'])));

    expect(await whereStored(needles)).toEqual([]);
    await expectOthersKept();
    // The application sent with the member's email is erased in the store too (its key), the other one is not.
    expect((await studioApplications()).map((sent) => sent.personal?.problem ?? null).sort()).toEqual([theirs.application, null].sort());
    // The marketplace no longer lists the idea, and the other member's copy of it went with it.
    const marketplace = await kit.request('GET', '/api/ideas?source=UGC&limit=100', { token: other.token });
    expect(marketplace.json<{ ideas: { id: number }[] }>().ideas.map((idea) => idea.id)).not.toContain(published.id);
    // The history still shows what happened, with the texts erased.
    const history = await kit.request('GET', `/api/admin/history/workspaces/${creator.userId}?limit=200`, { token: kit.adminToken });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('(erased)');

    for (const { name } of projections) await kit.platform.runtime.rebuild(name);
    expect(await whereStored(needles)).toEqual([]);
    await expectOthersKept();

    async function expectOthersKept() {
      const stored = (await whereStored(others)).join('\n').toLowerCase();
      expect(stored).toContain(theirs.problem.toLowerCase());
      expect(stored).toContain(theirs.application.toLowerCase());
      const collections = (await kit.request('GET', '/api/collections', { token: other.token })).json<{ ugiIdeas: { title: string }[]; ugp2pIdeas: { originalId: number }[] }>();
      expect(collections.ugiIdeas.map((idea) => idea.title)).toEqual([theirIdea.title]);
      expect(collections.ugp2pIdeas.map((idea) => idea.originalId)).not.toContain(published.id);
      const applicants = await kit.request('GET', '/api/admin/builder-studio-applicants', { token: kit.adminToken });
      expect(applicants.json<{ applicants: { problem: string }[] }>().applicants.map((applicant) => applicant.problem)).toContain(theirs.application);
    }
  });
});
