import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

/** A server whose log lines the test reads, answering with the address the limits would count. */
async function server(trustProxy: boolean | string) {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({ trustProxy, logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) } } });
  app.post('/', (request) => ({ address: clientAddress(request) }));
  await app.ready();
  const send = async (headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'POST', url: '/', remoteAddress: '10.0.0.5', headers })).json<{ address: string }>().address;
  return { send, lines };
}

describe('client address', () => {
  it('is the forwarded client behind a trusted proxy, with nothing to say', async () => {
    const { send, lines } = await server('10.0.0.5');
    expect(await send({ 'x-forwarded-for': '198.51.100.7' })).toBe('198.51.100.7');
    expect(lines).toEqual([]);
  });

  it('is the connecting address otherwise, and an X-Forwarded-For it does not believe is logged once', async () => {
    const { send, lines } = await server(false);
    expect(await send()).toBe('10.0.0.5');
    expect(lines).toEqual([]);
    expect(await send({ 'x-forwarded-for': '198.51.100.7' })).toBe('10.0.0.5');
    expect(await send({ 'x-forwarded-for': '198.51.100.8' })).toBe('10.0.0.5');
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^A request came with X-Forwarded-For from 10\.0\.0\.5, which TRUST_PROXY does not name/)]);
  });
});
