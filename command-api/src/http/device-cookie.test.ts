import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deviceCookieName, deviceOf, issueDeviceCookie } from './device-cookie';

const ALICE = '0190f2c4-0000-7000-8000-00000000a11c';
const BOB = '0190f2c4-0000-7000-8000-000000000b0b';

/** A server with @fastify/cookie under `secret` (as installCookies registers it), issuing and reading device cookies. */
async function server(secret: Buffer, secure = false) {
  const app = Fastify();
  await app.register(fastifyCookie, { secret });
  app.post<{ Params: { userId: string } }>('/issue/:userId', (request, reply) => {
    issueDeviceCookie(reply, request.params.userId, secure);
    return {};
  });
  app.post<{ Params: { userId: string } }>('/device/:userId', (request) => ({ device: deviceOf(request, request.params.userId) ?? null }));
  return app;
}

const setCookie = (response: LightMyRequestResponse) => String(response.headers['set-cookie']);
const nameAndValue = (response: LightMyRequestResponse) => setCookie(response).split(';')[0]!;

describe('device cookies', () => {
  it('are httpOnly, SameSite=Strict, sent to the sign-in call only, kept a year, and Secure over https', async () => {
    const plain = await server(randomBytes(32));
    const cookie = setCookie(await plain.inject({ method: 'POST', url: `/issue/${ALICE}` }));
    expect(cookie).toMatch(new RegExp(`^${deviceCookieName(ALICE)}=[^;]+; Max-Age=31536000; Path=/api/auth/login; HttpOnly; SameSite=Strict$`));
    const https = await server(randomBytes(32), true);
    expect(setCookie(await https.inject({ method: 'POST', url: `/issue/${ALICE}` }))).toContain('; Secure');
  });

  it('name their account and a new device each time, and verify for that account only', async () => {
    const app = await server(randomBytes(32));
    const first = nameAndValue(await app.inject({ method: 'POST', url: `/issue/${ALICE}` }));
    const second = nameAndValue(await app.inject({ method: 'POST', url: `/issue/${ALICE}` }));
    const deviceFor = async (userId: string, cookie: string) =>
      (await app.inject({ method: 'POST', url: `/device/${userId}`, headers: { cookie } })).json<{ device: string | null }>().device;

    const device = await deviceFor(ALICE, first);
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(await deviceFor(ALICE, second)).not.toBe(device);
    // Another account's sign-in reads its own cookie name, and Alice's value under Bob's name does not verify.
    expect(await deviceFor(BOB, first)).toBeNull();
    expect(await deviceFor(BOB, `${deviceCookieName(BOB)}=${first.split('=')[1]!}`)).toBeNull();
  });

  it('refuse what this server did not sign: a changed value, a changed signature, another key, no signature', async () => {
    const app = await server(randomBytes(32));
    const other = await server(randomBytes(32));
    const cookie = nameAndValue(await app.inject({ method: 'POST', url: `/issue/${ALICE}` }));
    const [name, value] = cookie.split('=') as [string, string];
    const [signed, signature] = decodeURIComponent(value).split('.') as [string, string];
    const deviceFor = async (header: string) =>
      (await app.inject({ method: 'POST', url: `/device/${ALICE}`, headers: { cookie: header } })).json<{ device: string | null }>().device;

    expect(await deviceFor(cookie)).not.toBeNull();
    expect(await deviceFor(`${name}=${encodeURIComponent(`${ALICE} forged-device-id-00000.${signature}`)}`)).toBeNull();
    expect(await deviceFor(`${name}=${encodeURIComponent(`${signed}.${'A'.repeat(signature.length)}`)}`)).toBeNull();
    expect(await deviceFor(nameAndValue(await other.inject({ method: 'POST', url: `/issue/${ALICE}` })))).toBeNull();
    expect(await deviceFor(`${name}=${encodeURIComponent(signed)}`)).toBeNull();
    expect(await deviceFor(`${name}=%E0%A4%A`)).toBeNull();
  });
});
