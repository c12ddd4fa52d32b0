// Accounts through the composed platform (docs/product.md "Accounts and sessions"): every message the server sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATIONS_PER_HOUR } from '@app/command-api/routes/auth/register.routes';
import type { ErrorBody } from '@app/infra/http/error-handler';
import { VERIFICATION_MAILS_PER_HOUR } from '@app/command-api/routes/auth/resend-verification.routes';
import { createCommandHandler } from '@app/command-api/commands/command-handler';
import { ABANDONED_AFTER_MS } from '@app/command-api/accounts/reservations';
import { emailReservation } from '@app/domain/users/reservation';
import { uuidv7 } from '@app/infra/ids/uuid';
import { emailReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, SEED_PASSWORD, type AccountTestKit } from './account-test-kit';

let kit: AccountTestKit;
beforeAll(async () => {
  kit = await openAccountTestKit();
});
afterAll(() => kit?.close());

/** GET /api/auth/verify's answer. */
type CurrentUser = { user: { id: string; email: string; username: string; role: string; emailVerified: boolean } };

const registration = (name: string) => ({ email: `${name}@example.com`, username: name, password: 'Secret-pass1!', confirmPassword: 'Secret-pass1!' });

// Each account here signs up from an address of its own, as people do, so only the tests of the per-address limits
// reach them.
let signUps = 0;
const signUpAddress = () => `198.51.100.${++signUps}`;

async function register(name: string) {
  const response = await kit.request('POST', '/api/auth/register', { body: registration(name), remoteAddress: signUpAddress() });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; user: { id: string; email: string; username: string; role: string; emailVerified: boolean }; message: string }>();
}

async function verificationLink(email: string): Promise<string> {
  const mailbox = await kit.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const [latest] = mailbox.json<{ messages: { text: string }[] }>().messages;
  const link = /\/verify-email\/(\S+)/.exec(latest?.text ?? '')?.[1];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  return link;
}

describe('registration', () => {
  it('creates a FREE, unverified account, signs it in (token and httpOnly cookie) and mails a verification link', async () => {
    const response = await kit.request('POST', '/api/auth/register', { body: registration('ada_l') });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: { id: string } }>();
    expect(body).toMatchObject({
      user: { email: 'ada_l@example.com', username: 'ada_l', role: 'FREE', emailVerified: false },
      message: 'Registration successful. Please check your email to verify your account.',
    });
    // Beside it, the device cookie a sign-in sets (system-tests/src/accounts/sign-in-limits.int.test.ts).
    expect([response.headers['set-cookie']].flat()).toContainEqual(expect.stringMatching(/^session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/));
    const me = await kit.request('GET', '/api/auth/verify', { token: body.token });
    expect(me.json()).toEqual({ user: { id: body.user.id, email: 'ada_l@example.com', username: 'ada_l', role: 'FREE', emailVerified: false } });
    expect(await verificationLink('ada_l@example.com')).toMatch(new RegExp(`^${body.user.id}\\.`));
  });

  it.each([
    [{ ...registration('bad1'), email: 'nope' }, 'email', 'Please enter a valid email'],
    [{ ...registration('bad2'), username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ ...registration('bad3'), username: 'x'.repeat(31) }, 'username', 'Username cannot exceed 30 characters'],
    [{ ...registration('bad4'), username: 'bad-name!' }, 'username', 'Username can only contain letters, numbers, spaces, and underscores'],
    [{ ...registration('bad5'), password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, 'password', 'Password must be at least 8 characters'],
    [{ ...registration('bad6'), password: 'lower-case1!', confirmPassword: 'lower-case1!' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ ...registration('bad7'), password: 'UPPER-CASE1!', confirmPassword: 'UPPER-CASE1!' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ ...registration('bad8'), password: 'No-digits-here!', confirmPassword: 'No-digits-here!' }, 'password', 'Password must contain at least one number'],
    [{ ...registration('bad9'), password: 'NoSpecial123', confirmPassword: 'NoSpecial123' }, 'password', 'Password must contain at least one special character'],
    [{ ...registration('bad10'), confirmPassword: 'Other-pass1!' }, 'confirmPassword', 'Passwords do not match'],
  ])('refuses %j with 400 and the message on %s', async (body, field, message) => {
    const response = await kit.request('POST', '/api/auth/register', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors?.[field]).toBe(message);
  });

  it('keeps email and username unique, ignoring case, and leaves nothing reserved by a refused sign-up', async () => {
    await register('grace_h');
    const sameEmail = await kit.request('POST', '/api/auth/register', { body: { ...registration('other1'), email: 'GRACE_H@example.com' } });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ message: 'Email already registered', errors: { email: 'Email already registered' } });
    const sameName = await kit.request('POST', '/api/auth/register', { body: { ...registration('other2'), username: 'Grace_H' } });
    expect(sameName.json()).toEqual({ message: 'Username already taken', errors: { username: 'Username already taken' } });
    // The refused sign-up released its email reservation: the address is still free.
    await register('other2');
  });
});

describe('a sign-up whose process died mid-request', () => {
  it('is finished by its retry (same Idempotency-Key): the same account, signed in, no second mail', async () => {
    const headers = { 'idempotency-key': 'sign-up-of-ines' };
    const first = await kit.request('POST', '/api/auth/register', { body: registration('ines_r'), headers, remoteAddress: signUpAddress() });
    expect(first.statusCode).toBe(200);
    // What a process killed after recording the account and before answering leaves: a claim nobody renews.
    await kit.platform.infra.pool.query(
      `UPDATE command_api.idempotency_keys SET status_code = NULL, response_body = NULL, renewed_at = now() - interval '1 minute'
        WHERE key = $1`,
      [headers['idempotency-key']],
    );
    const retried = await kit.request('POST', '/api/auth/register', { body: registration('ines_r'), headers, remoteAddress: signUpAddress() });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const { token, user } = retried.json<{ token: string; user: { id: string } }>();
    expect(user.id).toBe(first.json<{ user: { id: string } }>().user.id);
    expect((await kit.request('GET', '/api/auth/verify', { token })).json()).toMatchObject({ user: { id: user.id, username: 'ines_r' } });
    const mails = await kit.request('GET', `/api/dev/mailbox?to=${encodeURIComponent('ines_r@example.com')}`);
    expect(mails.json<{ messages: unknown[] }>().messages).toHaveLength(1);
  });

  it('leaves no email reserved for ever: a holder who never became a user loses it after a while, a user never does', async () => {
    const { eventStore, bus } = kit.platform.infra;
    const handle = createCommandHandler({ eventStore, bus });
    const reservedAgo = (email: string, userId: string, ms: number) =>
      handle(emailReservation, emailReservationStreamId(email), { type: 'Reserve', data: { userId }, metadata: { actor: null, now: new Date(Date.now() - ms) } }, {
        commandId: uuidv7(), correlationId: 'test', causationId: 'test',
      });
    // Reserved by a sign-up that died before creating its user: refused while it could still be running, then free.
    await reservedAgo('jon_d@example.com', uuidv7(), ABANDONED_AFTER_MS / 2);
    const early = await kit.request('POST', '/api/auth/register', { body: registration('jon_d'), remoteAddress: signUpAddress() });
    expect(early.json()).toEqual({ message: 'Email already registered', errors: { email: 'Email already registered' } });
    await reservedAgo('kim_e@example.com', uuidv7(), ABANDONED_AFTER_MS + 1000);
    expect((await register('kim_e')).user).toMatchObject({ email: 'kim_e@example.com', username: 'kim_e' });
    // Held long ago by a user who exists: never taken over.
    const holder = (await register('lea_f')).user.id;
    await reservedAgo('lea_old@example.com', holder, ABANDONED_AFTER_MS * 10);
    const taken = await kit.request('POST', '/api/auth/register', { body: { ...registration('lea_g'), email: 'lea_old@example.com' }, remoteAddress: signUpAddress() });
    expect(taken.json()).toEqual({ message: 'Email already registered', errors: { email: 'Email already registered' } });
  });
});

describe('email verification', () => {
  it('verifies with the mailed link, once, and refuses a wrong token', async () => {
    const { token, user } = await register('verify_me');
    const link = await verificationLink('verify_me@example.com');
    const wrong = await kit.request('GET', `/api/auth/verify/${user.id}.not-the-secret`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().message).toBe('Invalid verification token');
    expect((await kit.request('GET', '/api/auth/verify/garbage')).json<ErrorBody>().message).toBe('Invalid verification token');
    const verified = await kit.request('GET', `/api/auth/verify/${link}`);
    expect(verified.json()).toEqual({ message: 'Email verified successfully', position: expect.any(String) });
    expect((await kit.request('GET', '/api/auth/verify', { token })).json<CurrentUser>().user.emailVerified).toBe(true);
    // Verifying again is idempotent.
    expect((await kit.request('GET', `/api/auth/verify/${link}`)).statusCode).toBe(200);
  });

  it('sends a new link on request, and the old one stops working', async () => {
    const { token } = await register('resend_me');
    const first = await verificationLink('resend_me@example.com');
    const resend = await kit.request('POST', '/api/auth/resend-verification', { token });
    expect(resend.json<ErrorBody>().message).toBe('Verification email sent. Please check your inbox.');
    const second = await verificationLink('resend_me@example.com');
    expect(second).not.toBe(first);
    expect((await kit.request('GET', `/api/auth/verify/${first}`)).statusCode).toBe(400);
    expect((await kit.request('GET', `/api/auth/verify/${second}`)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logs in with the right password only, records failures, and accepts the cookie as well as the bearer token', async () => {
    await register('login_me');
    const wrong = await kit.request('POST', '/api/auth/login', { body: { email: 'login_me@example.com', password: 'Wrong-pass1!' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    const unknown = await kit.request('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'Whatever1!' } });
    expect(unknown.json()).toEqual({ message: 'Invalid credentials' });
    const invalid = await kit.request('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(invalid.json<ErrorBody>().errors).toEqual({ email: 'Invalid email format' });

    const ok = await kit.request('POST', '/api/auth/login', { body: { email: 'LOGIN_ME@example.com', password: 'Secret-pass1!' } });
    expect(ok.statusCode).toBe(200);
    const cookie = [ok.headers['set-cookie'] ?? []].flat().find((header) => header.startsWith('session='))!.split(';')[0]!;
    const viaCookie = await kit.request('GET', '/api/auth/verify', { headers: { cookie } });
    expect(viaCookie.json<CurrentUser>().user.username).toBe('login_me');
    const userId = viaCookie.json<CurrentUser>().user.id;
    const types = (await kit.platform.infra.eventStore.readStream(`user-${userId}`)).map((event) => event.type);
    expect(types).toContain('LoginFailed');
  });

  it('ends the session on logout: the token and the cookie are refused afterwards', async () => {
    const { token } = await register('logout_me');
    const logout = await kit.request('POST', '/api/auth/logout', { token });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await kit.request('GET', '/api/auth/verify', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in to access this feature' });
  });

  it('does not count successful logins against the failure limits', async () => {
    await register('often_back');
    for (let i = 0; i < 12; i++) await kit.login('often_back@example.com', 'Secret-pass1!');
  });

});

describe('rate limits', () => {
  it('limits sign-ups per address with 429 and a clear message; a refused form does not count', async () => {
    const address = '203.0.113.6';
    const signUp = (name: string, remoteAddress = address) => kit.request('POST', '/api/auth/register', { body: registration(name), remoteAddress });
    expect((await kit.request('POST', '/api/auth/register', { body: { ...registration('bad_form'), email: 'nope' }, remoteAddress: address })).statusCode).toBe(400);
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) expect((await signUp(`crowd_${i}`)).statusCode).toBe(200);
    const limited = await signUp('one_more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().message).toMatch(/^Too many registrations\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp('one_more', '203.0.113.7')).statusCode).toBe(200);
  });

  it('limits requests for a new verification mail per address with 429 and a clear message', async () => {
    const { token } = await register('resend_often');
    const address = '203.0.113.8';
    const resend = (remoteAddress = address) => kit.request('POST', '/api/auth/resend-verification', { token, remoteAddress });
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i++) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().message).toMatch(/^Too many verification emails\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await resend('203.0.113.9')).statusCode).toBe(200);
  });
});

describe('settings', () => {
  it('changes the username and frees the old one', async () => {
    const { token } = await register('old_name');
    const changed = await kit.request('PUT', '/api/auth/profile', { token, body: { username: 'new_name' } });
    expect(changed.json()).toMatchObject({ user: { username: 'new_name', email: 'old_name@example.com' } });
    expect((await kit.request('PUT', '/api/auth/profile', { token, body: { username: '  ' } })).json<ErrorBody>().errors).toEqual({ username: 'Username cannot be empty' });
    const reuse = await kit.request('POST', '/api/auth/register', { body: { ...registration('someone'), username: 'old_name' } });
    expect(reuse.statusCode).toBe(200);
  });

  it('changes the password with the right current one and ends the other sessions', async () => {
    const { token } = await register('pw_change');
    const other = await kit.login('pw_change@example.com', 'Secret-pass1!');
    const wrong = await kit.request('PUT', '/api/auth/password', { token, body: { currentPassword: 'Nope-pass1!', newPassword: 'Newer-pass2!' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } });
    const missing = await kit.request('PUT', '/api/auth/password', { token, body: { currentPassword: '', newPassword: 'Newer-pass2!' } });
    expect(missing.json<ErrorBody>().errors).toEqual({ currentPassword: 'Current password is required' });
    const ok = await kit.request('PUT', '/api/auth/password', { token, body: { currentPassword: 'Secret-pass1!', newPassword: 'Newer-pass2!' } });
    expect(ok.json<ErrorBody>().message).toBe('Password updated successfully');
    expect((await kit.request('GET', '/api/auth/verify', { token })).statusCode).toBe(200);
    expect((await kit.request('GET', '/api/auth/verify', { token: other })).statusCode).toBe(401);
    await kit.login('pw_change@example.com', 'Newer-pass2!');
  });
});

describe('admin users section', () => {
  it('lists users, changes a role (seen on the user’s next request), and refuses to touch the admin', async () => {
    const admin = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { token, user } = await register('upgrade_me');
    const list = await kit.request('GET', '/api/admin/users', { token: admin });
    const users = list.json<{ users: { id: string; email: string; role: string; username: string; created_at: string }[] }>().users;
    expect(users.find((row) => row.id === user.id)).toMatchObject({ email: 'upgrade_me@example.com', username: 'upgrade_me', role: 'FREE' });
    expect(users.map((row) => row.email)).toEqual(expect.arrayContaining(['free@test.com', 'premium@test.com', 'pro@test.com', ADMIN_EMAIL]));

    const changed = await kit.request('PUT', `/api/admin/users/${user.id}/role`, { token: admin, body: { role: 'pro' } });
    expect(changed.json()).toMatchObject({ message: 'User role updated successfully' });
    expect((await kit.request('GET', '/api/auth/verify', { token })).json<CurrentUser>().user.role).toBe('PRO');

    const adminId = users.find((row) => row.email === ADMIN_EMAIL)!.id;
    const reRole = await kit.request('PUT', `/api/admin/users/${adminId}/role`, { token: admin, body: { role: 'FREE' } });
    expect(reRole.statusCode).toBe(409);
    expect(reRole.json()).toEqual({ message: 'Admin accounts cannot be changed' });
    const deleteAdmin = await kit.request('DELETE', `/api/admin/users/${adminId}`, { token: admin });
    expect(deleteAdmin.json()).toEqual({ message: 'Admin accounts cannot be deleted' });
    const badRole = await kit.request('PUT', `/api/admin/users/${user.id}/role`, { token: admin, body: { role: 'ADMIN' } });
    expect(badRole.json()).toEqual({ message: 'Role must be FREE, PREMIUM or PRO', errors: { role: 'Role must be FREE, PREMIUM or PRO' } });
    expect((await kit.request('PUT', '/api/admin/users/not-a-user/role', { token: admin, body: { role: 'PRO' } })).statusCode).toBe(404);
  });

  it('deletes a user: their session is refused, their email is free again, and nothing readable of them remains', async () => {
    const admin = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { token, user } = await register('forget_me');
    const deleted = await kit.request('DELETE', `/api/admin/users/${user.id}`, { token: admin });
    expect(deleted.json()).toMatchObject({ message: 'User deleted successfully' });
    expect((await kit.request('GET', '/api/auth/verify', { token })).statusCode).toBe(401);
    const list = await kit.request('GET', '/api/admin/users', { token: admin });
    expect(list.body).not.toContain('forget_me');
    const events = await kit.platform.infra.eventStore.readStream(`user-${user.id}`);
    expect(events.map((event) => event.type)).toContain('UserDeleted');
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain('forget_me');
    expect((await kit.request('POST', '/api/auth/register', { body: registration('forget_me') })).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'nope', username: 'tester', password: 'Passw0rdX' }, 'email', 'Invalid email format'],
    [{ email: 'free@example.com', username: 'tester', password: 'Passw0rdX' }, 'email', 'Email must end with @test.com'],
    [{ email: 'alice@test.com', username: 'tester', password: 'Passw0rdX' }, 'email', "Email must include 'free', 'premium', or 'pro' (e.g., alice.free@test.com)"],
    [{ email: 'pro2@test.com', username: 'tester', password: 'Short1' }, 'password', 'Password must be at least 8 characters'],
    [{ email: 'pro2@test.com', username: 'tester', password: 'alllowercase1' }, 'password', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
  ])('refuses the test account %j with the message on %s', async (body, field, message) => {
    const admin = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await kit.request('POST', '/api/admin/users/test-accounts', { token: admin, body });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors?.[field]).toBe(message);
  });

  it('creates a tier test account that can sign in with its role and a verified email', async () => {
    const admin = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await kit.request('POST', '/api/admin/users/test-accounts', { token: admin, body: { email: 'premium2@test.com', username: 'premium two', password: 'Passw0rdX' } });
    expect(created.json()).toMatchObject({ user: { email: 'premium2@test.com', role: 'PREMIUM', emailVerified: true } });
    const token = await kit.login('premium2@test.com', 'Passw0rdX');
    expect((await kit.request('GET', '/api/auth/verify', { token })).json<CurrentUser>().user).toMatchObject({ role: 'PREMIUM', emailVerified: true });
  });

  it('seeded the tier accounts with SEED_PASSWORD, verified, with their roles', async () => {
    for (const [email, role] of [['free@test.com', 'FREE'], ['premium@test.com', 'PREMIUM'], ['pro@test.com', 'PRO']] as const) {
      const token = await kit.login(email, SEED_PASSWORD);
      expect((await kit.request('GET', '/api/auth/verify', { token })).json<CurrentUser>().user).toMatchObject({ email, role, emailVerified: true });
    }
  });
});
