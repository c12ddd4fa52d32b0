import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../database/kysely';
import { freePort } from '../net/free-port';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { uuidv7 } from '../ids/uuid';
import { migrateSchema } from '../database/migrate';
import { createDevMailbox, forgetDevMailboxUsers, listDevMailbox, migrateDevMailbox } from './dev-mailbox';
import { devMailboxMigrations } from './dev-mailbox.migrations';
import { DEV_MAILBOX_SCHEMA, type DevMailboxDatabase } from './dev-mailbox.table';
import { DEFAULT_MAIL_FROM, type Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';
import { addressOf } from './testing/raw-mail';
import { NO_SUCH_MAILBOX, startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server';

interface Delivered {
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
}

interface MailerUnderTest {
  mailer: Mailer;
  /** What arrived for an address, as the receiving side sees it. */
  delivered(to: string): Promise<Delivered[]>;
  close(): Promise<void>;
}

const uniqueAddress = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
/** The recipient's user id where the test is not about it. */
const anyUser = uuidv7();

// A verification mail as the accounts feature sends it: non-ASCII text and a link longer than a mail line.
const verificationLink = `http://localhost:3000/verify-email?token=${randomBytes(48).toString('base64url')}`;
const verification = {
  subject: 'Vérifiez votre adresse — IdeaPlatform',
  text: `Bonjour Zoë,\n\nopen this link to verify your address: ${verificationLink}\n\nIdeaPlatform`,
  html: `<p>Bonjour Zoë,</p><p><a href="${verificationLink}">Verify your address</a></p>`,
};

// One contract for every adapter: a sent message reaches its recipient, complete, and only that recipient.
function describeMailerContract(name: string, open: () => Promise<MailerUnderTest>) {
  describe(`${name} mailer`, () => {
    let subject: MailerUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => subject?.close());

    it('delivers the subject, text and html of a message to its recipient', async () => {
      const to = uniqueAddress('zoe');
      await subject.mailer.send({ userId: anyUser, to, ...verification });
      expect(await subject.delivered(to)).toEqual([{ to, ...verification }]);
    });

    it('delivers a text-only message without html', async () => {
      const to = uniqueAddress('text-only');
      await subject.mailer.send({ userId: anyUser, to, subject: 'Plain', text: 'Just text.' });
      expect(await subject.delivered(to)).toEqual([{ to, subject: 'Plain', text: 'Just text.', html: undefined }]);
    });

    it('keeps recipients apart', async () => {
      const [ann, bob] = [uniqueAddress('ann'), uniqueAddress('bob')];
      await subject.mailer.send({ userId: anyUser, to: ann, subject: 'For Ann', text: 'a' });
      await subject.mailer.send({ userId: anyUser, to: bob, subject: 'For Bob', text: 'b' });
      expect((await subject.delivered(ann)).map((mail) => mail.subject)).toEqual(['For Ann']);
      expect((await subject.delivered(bob)).map((mail) => mail.subject)).toEqual(['For Bob']);
    });
  });
}

let database: TestDatabase;
const pools: ReturnType<typeof createPool>[] = [];
const logged: string[] = [];

/** A connection of its own, as a separate process (the query API, or the same service after a restart) has. */
async function openProcessDb(): Promise<Kysely<DevMailboxDatabase>> {
  database ??= await createTestDatabase();
  const pool = createPool(database.url, 2);
  pools.push(pool);
  const db = createDb<DevMailboxDatabase>(pool);
  await migrateDevMailbox(db);
  return db;
}

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.drop();
});

describeMailerContract('dev mailbox', async () => {
  const mailer = createDevMailbox({ db: await openProcessDb(), log: (line) => logged.push(line) });
  const reader = await openProcessDb();
  return {
    mailer,
    delivered: async (to) =>
      (await listDevMailbox(reader, to)).map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined })),
    close: () => mailer.close(),
  };
});

const LOGIN = { user: 'mailer@ideaplatform.test', pass: 's3cret:p@ss/word' };

describeMailerContract('SMTP', async () => {
  const server = await startSmtpTestServer(LOGIN);
  const mailer = createSmtpMailer({ url: server.url });
  return {
    mailer,
    delivered: (to) =>
      Promise.resolve(
        server.received
          .filter((mail) => mail.envelopeTo.includes(to))
          .map((mail) => ({ to: addressOf(mail.headers.get('to'))!, subject: mail.headers.get('subject')!, text: mail.text!, html: mail.html })),
      ),
    close: async () => {
      await mailer.close();
      await server.close();
    },
  };
});

describe('dev mailbox', () => {
  let mailer: Mailer;
  let reader: Kysely<DevMailboxDatabase>;
  beforeAll(async () => {
    mailer = createDevMailbox({ db: await openProcessDb(), log: (line) => logged.push(line) });
    reader = await openProcessDb();
  });

  it('lists the messages of an address whatever its case, newest first, in a JSON-ready shape', async () => {
    const address = uniqueAddress('Mixed.Case');
    await mailer.send({ userId: anyUser, to: address.toUpperCase(), subject: 'first', text: '1' });
    await mailer.send({ userId: anyUser, to: uniqueAddress('someone-else'), subject: 'not for them', text: '-' });
    await mailer.send({ userId: anyUser, to: ` ${address} `, subject: 'second', text: '2' });
    await mailer.send({ userId: anyUser, to: address.toLowerCase(), subject: 'third', text: '3' });

    const listed = await listDevMailbox(reader, address.toUpperCase());
    expect(listed.map((mail) => mail.subject)).toEqual(['third', 'second', 'first']);
    expect(listed.every((mail) => mail.to === address.toLowerCase())).toBe(true);
    expect(JSON.parse(JSON.stringify(listed))).toEqual(listed);
    const [newest] = listed;
    expect(newest).toEqual({ id: expect.any(String), to: address.toLowerCase(), subject: 'third', text: '3', html: null, sentAt: expect.any(String) });
    expect(new Date(newest!.sentAt).toISOString()).toBe(newest!.sentAt);
  });

  it('logs one line with the user the mail is for (by id, never the address), the subject and the links of each message', async () => {
    const to = uniqueAddress('log');
    const before = logged.length;
    await mailer.send({ userId: anyUser, to, subject: 'Verify your email', text: `Open ${verificationLink}. Or see https://example.com/help.` });
    expect(logged.slice(before)).toEqual([`dev mailbox: mail for user ${anyUser}: "Verify your email" ${verificationLink} https://example.com/help`]);
  });

  it('keeps messages across a restart, when every process migrates again at start-up', async () => {
    const to = uniqueAddress('restart');
    await mailer.send({ userId: anyUser, to, subject: 'before the restart', text: 'x' });
    const restarted = await openProcessDb();
    expect((await listDevMailbox(restarted, to)).map((mail) => mail.subject)).toEqual(['before the restart']);
  });

  it('lists nothing for an address that received no mail', async () => {
    await expect(listDevMailbox(reader, uniqueAddress('nobody'))).resolves.toEqual([]);
  });

  it('forgets every mail of erased users, whatever address they went to, and no one else\'s', async () => {
    const [erased, alsoErased, kept] = [uuidv7(), uuidv7(), uuidv7()];
    const [first, second, third, other] = [uniqueAddress('erased'), uniqueAddress('erased-too'), uniqueAddress('also-erased'), uniqueAddress('kept')];
    await mailer.send({ userId: erased, to: first, subject: 'one', text: '1' });
    await mailer.send({ userId: erased, to: second, subject: 'two', text: '2' });
    await mailer.send({ userId: alsoErased, to: third, subject: 'three', text: '3' });
    await mailer.send({ userId: kept, to: other, subject: 'kept', text: '4' });

    await forgetDevMailboxUsers(reader, [erased, alsoErased]);
    for (const address of [first, second, third]) expect(await listDevMailbox(reader, address)).toEqual([]);
    expect((await listDevMailbox(reader, other)).map((mail) => mail.subject)).toEqual(['kept']);
    // Erasure may be carried out again (a replayed reaction): nothing changes.
    await forgetDevMailboxUsers(reader, [erased, alsoErased]);
    expect(await listDevMailbox(reader, other)).toHaveLength(1);
  });
});

describe('dev mailbox erasure across versions', () => {
  let own: TestDatabase;
  const ownPools: ReturnType<typeof createPool>[] = [];
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(ownPools.map((pool) => pool.end()));
    await own?.drop();
  });

  it('has nothing to forget where the mailbox was never created, and links older mails to the user their link names', async () => {
    const pool = createPool(own.url, 2);
    ownPools.push(pool);
    // The rows below have the first version's columns only: user_id is nullable, so it is left out.
    const db = createDb<DevMailboxDatabase>(pool);
    await expect(forgetDevMailboxUsers(db, [anyUser])).resolves.toBeUndefined();

    // The mailbox as the first version left it: no user column.
    const [firstName, first] = Object.entries(devMailboxMigrations)[0]!;
    await migrateSchema(db, DEV_MAILBOX_SCHEMA, { [firstName]: first });
    const userId = uuidv7();
    const [linked, unlinked] = [uniqueAddress('linked'), uniqueAddress('unlinked')];
    await db
      .insertInto('dev_mailbox.messages')
      .values([
        { id: uuidv7(), to: linked, subject: 'Verify your email', text: `Open http://localhost:3000/verify-email/${userId}.s3cr3t within 24 hours.` },
        { id: uuidv7(), to: unlinked, subject: 'Hello', text: 'No link here.' },
      ])
      .execute();
    await expect(forgetDevMailboxUsers(db, [userId])).resolves.toBeUndefined();
    expect(await db.selectFrom('dev_mailbox.messages').select('to').execute()).toHaveLength(2);

    await migrateDevMailbox(db);
    await forgetDevMailboxUsers(db, [userId]);
    expect(await db.selectFrom('dev_mailbox.messages').select('to').execute()).toEqual([{ to: unlinked }]);
  });
});

describe('SMTP mailer', () => {
  let server: SmtpTestServer;
  beforeAll(async () => {
    server = await startSmtpTestServer(LOGIN);
  });
  afterAll(async () => server?.close());

  const sentBy = async (mailer: Mailer, to: string) => {
    await mailer.send({ userId: anyUser, to, subject: 'From check', text: 'x' });
    await mailer.close();
    return server.received.find((mail) => mail.envelopeTo.includes(to));
  };

  it('sends from the default sender, or from the configured one', async () => {
    const [first, second] = [uniqueAddress('from-default'), uniqueAddress('from-configured')];
    expect((await sentBy(createSmtpMailer({ url: server.url }), first))?.headers.get('from')).toBe(DEFAULT_MAIL_FROM);
    const configured = 'Ideas Team <hello@ideas.example>';
    expect((await sentBy(createSmtpMailer({ url: server.url, from: configured }), second))?.headers.get('from')).toBe(configured);
  });

  it('rejects with a clear error, without the password, when the login is refused', async () => {
    const wrong = new URL(server.url);
    wrong.password = 'wrong:p@ss-4711';
    const mailer = createSmtpMailer({ url: wrong.toString() });
    const to = uniqueAddress('refused');
    const sending = mailer.send({ userId: anyUser, to, subject: 'x', text: 'x' });
    // The test server echoes the attempted password in its answer; neither spelling of it may reach the error.
    await expect(sending).rejects.toThrow(/^mail: the SMTP server at 127\.0\.0\.1:\d+ did not take the message \(EAUTH: .*535/);
    await expect(sending).rejects.not.toThrow('wrong:p@ss-4711');
    await expect(sending).rejects.not.toThrow(wrong.password);
    expect(server.received.some((mail) => mail.envelopeTo.includes(to))).toBe(false);
    await mailer.close();
  });

  it('rejects a refused recipient with a clear error that does not name them (errors are logged)', async () => {
    const mailer = createSmtpMailer({ url: server.url });
    const to = uniqueAddress(NO_SUCH_MAILBOX);
    const sending = mailer.send({ userId: anyUser, to: to.toUpperCase(), subject: 'x', text: 'x' });
    await expect(sending).rejects.toThrow(/did not take the message \(.*550.*<recipient>.*Recipient address rejected/);
    await expect(sending).rejects.not.toThrow(new RegExp(to.split('@')[0]!, 'i'));
    await mailer.close();
  });

  it('rejects with a clear error when the server is down', async () => {
    const port = await freePort();
    const mailer = createSmtpMailer({ url: `smtp://${encodeURIComponent(LOGIN.user)}:${encodeURIComponent(LOGIN.pass)}@127.0.0.1:${port}` });
    const sending = mailer.send({ userId: anyUser, to: uniqueAddress('down'), subject: 'x', text: 'x' });
    await expect(sending).rejects.toThrow(`mail: the SMTP server at 127.0.0.1:${port} did not take the message (`);
    await expect(sending).rejects.toThrow(/ECONNREFUSED/);
    await expect(sending).rejects.not.toThrow(LOGIN.pass);
    await mailer.close();
  });

  it('gives up after the timeout on a server that accepts the connection but never greets', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 300 });
      const started = Date.now();
      await expect(mailer.send({ userId: anyUser, to: uniqueAddress('silent'), subject: 'x', text: 'x' })).rejects.toThrow(/ETIMEDOUT/);
      expect(Date.now() - started).toBeLessThan(5_000);
      await mailer.close();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createSmtpMailer({ url: 'https://mail.example.com' })).toThrow('mail: the SMTP URL must start with smtp:// or smtps:// (got "https://...")');
  });
});
