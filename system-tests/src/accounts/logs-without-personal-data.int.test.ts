// A member's journey through the composed platform with every line the process logs captured (the console, and the
// HTTP server's logger, which writes to stdout): sign-up, a resent verification mail, a failed sign-in, the admin's
// erasure. No line names the member's email or username. With the dev mailbox the developer still gets the link,
// named by the user's id; with an SMTP server that refuses the member's address (and names it in its refusal, as real
// servers do), the failures are logged without it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePosition } from '@app/infra/event-store/position';
import { NO_SUCH_MAILBOX, startSmtpTestServer } from '@app/infra/mail/testing/smtp-test-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, type AccountTestKit } from './account-test-kit';

const PASSWORD = 'Journey-pass1!';

const STDOUT_OR_STDERR = new Set([1, 2]);
const byteLength = (data: unknown) => (typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length);

/**
 * Every line written to the console, stdout or stderr from now until `stop`: console calls, stream writes, and the
 * HTTP server's logger (pino), which writes to the file descriptors with fs.write.
 */
function captureLogs() {
  const lines: string[] = [];
  const { write, writeSync } = fs;
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(format(...args))),
    ),
    ...[process.stdout, process.stderr].map((stream) =>
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0),
    ),
    vi.spyOn(fs, 'write').mockImplementation((fd: number, data: unknown, ...rest: unknown[]) => {
      if (!STDOUT_OR_STDERR.has(fd)) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
      lines.push(String(data));
      const done = rest.at(-1);
      if (typeof done === 'function') process.nextTick(done, null, byteLength(data));
    }),
    vi.spyOn(fs, 'writeSync').mockImplementation((fd: number, data: unknown, ...rest: unknown[]) => {
      if (!STDOUT_OR_STDERR.has(fd)) return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
      lines.push(String(data));
      return byteLength(data);
    }),
  ];
  return { lines, stop: () => spies.forEach((spy) => spy.mockRestore()) };
}

let kit: AccountTestKit | undefined;
let stopCapture: (() => void) | undefined;
afterEach(async () => {
  stopCapture?.();
  await kit?.close();
  kit = undefined;
});

/** Sign-up, a resent verification mail, a failed sign-in, the admin's erasure; the member's id. */
async function journey(open: AccountTestKit, email: string, username: string): Promise<string> {
  const registered = await open.request('POST', '/api/auth/register', { body: { email, username, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(registered.statusCode, registered.body).toBe(200);
  const { token, user } = registered.json<{ token: string; user: { id: string } }>();
  await open.request('POST', '/api/auth/resend-verification', { token });
  expect((await open.request('POST', '/api/auth/login', { body: { email: email.toUpperCase(), password: 'Wrong-pass1!' } })).statusCode).toBe(401);
  const admin = await open.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const deleted = await open.request('DELETE', `/api/admin/users/${user.id}`, { token: admin });
  expect(deleted.statusCode, deleted.body).toBe(200);
  const position = parsePosition(String(deleted.headers['x-event-position']));
  expect(position).toBeDefined();
  expect(await open.platform.runtime.waitForPosition(position!, { timeoutMs: 30_000 })).toBe(true);
  return user.id;
}

const personalIn = (lines: readonly string[], email: string, username: string) => {
  const needles = [email, encodeURIComponent(email), email.split('@')[0]!, username].map((text) => text.toLowerCase());
  return lines.filter((line) => needles.some((needle) => line.toLowerCase().includes(needle)));
};

describe('logs of a member journey', () => {
  it('with the dev mailbox: the link reaches the console by user id, and no line names the member', { timeout: 120_000 }, async () => {
    kit = await openAccountTestKit();
    const tag = randomBytes(4).toString('hex');
    const [email, username] = [`Logged.Member.${tag}@Log-Probe.example`, `logged_${tag}`];
    const capture = captureLogs();
    stopCapture = capture.stop;
    const userId = await journey(kit, email, username);
    capture.stop();

    expect(personalIn(capture.lines, email, username)).toEqual([]);
    const mails = capture.lines.filter((line) => line.startsWith(`dev mailbox: mail for user ${userId}: "Verify your email" `));
    expect(mails).toHaveLength(2);
    for (const line of mails) expect(line).toMatch(/\/verify-email\/\S+$/);
  });

  it('with an SMTP server that refuses the member: the failures are logged, without naming them', { timeout: 120_000 }, async () => {
    const server = await startSmtpTestServer({ user: 'mailer', pass: 'mail-secret' });
    try {
      kit = await openAccountTestKit({ SMTP_URL: server.url });
      const tag = randomBytes(4).toString('hex');
      const [email, username] = [`${NO_SUCH_MAILBOX}.${tag}@Log-Probe.example`, `refused_${tag}`];
      const capture = captureLogs();
      stopCapture = capture.stop;
      const userId = await journey(kit, email, username);
      capture.stop();

      expect(personalIn(capture.lines, email, username)).toEqual([]);
      expect(capture.lines.join('\n')).toContain(`register: the verification mail for user ${userId} was not sent: mail: the SMTP server at`);
      expect(capture.lines.join('\n')).toContain('<recipient>');
      // The resent mail's failure reached the HTTP server's logger (its 500), which was captured too.
      expect(capture.lines.join('\n')).toMatch(/"msg":"unhandled error"/);
    } finally {
      await kit?.close();
      kit = undefined;
      await server.close();
    }
  });
});
