import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseBuffers, sendJson, type JsonBody } from './json-response';

/** A JSON string of `length` bytes, all `fill` inside the quotes. */
const filled = (length: number, fill: string): JsonBody => ({
  length,
  writeInto: (out) => {
    out.fill(fill);
    out.write('"', 0, 'latin1');
    out.write('"', length - 1, 'latin1');
  },
});

describe('ResponseBuffers', () => {
  it('lends buffers by power-of-two size class and lends a given-back one again', () => {
    const buffers = new ResponseBuffers();
    const lent = buffers.lend(100_000)!;
    expect(lent.length).toBe(131_072);
    expect(buffers.lend(20_000)!.length).toBe(32_768);
    buffers.giveBack(lent);
    expect(buffers.held).toBe(131_072);
    expect(buffers.lend(131_072)).toBe(lent);
    expect(buffers.held).toBe(0);
  });

  it('lends nothing for small or huge answers', () => {
    const buffers = new ResponseBuffers();
    expect(buffers.lend(1_000)).toBeUndefined();
    expect(buffers.lend(17 * 1024 * 1024)).toBeUndefined();
  });

  it('keeps no more idle bytes than its limit', () => {
    const buffers = new ResponseBuffers(300_000);
    const lent = [buffers.lend(100_000)!, buffers.lend(100_000)!, buffers.lend(100_000)!];
    for (const buffer of lent) buffers.giveBack(buffer);
    expect(buffers.held).toBe(262_144);
  });
});

describe('sendJson', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    app.get<{ Querystring: { fill: string; length: string } }>('/body', async (request, reply) =>
      sendJson(reply, filled(Number(request.query.length), request.query.fill)),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  afterAll(() => app.close());

  it('answers the body with its length and the JSON content type', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/body?fill=a&length=50000`);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBe('50000');
    expect(await response.json()).toBe('a'.repeat(49_998));
  });

  it('does not lend a buffer again while its response is still being written', async () => {
    // A client that does not read: the kernel's buffers (a few MB on loopback) fill and the answer's write stays pending.
    const length = 12_000_000;
    const slow = net.connect(port, '127.0.0.1');
    slow.pause();
    slow.write(`GET /body?fill=s&length=${length} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Meanwhile others of the same size are answered (each would take the slow one's buffer if it were back).
    const others = await Promise.all(
      ['b', 'c', 'd'].map(async (fill) => (await fetch(`http://127.0.0.1:${port}/body?fill=${fill}&length=${length}`)).text()),
    );
    others.forEach((body, index) => expect(body).toBe(`"${'bcd'[index]!.repeat(length - 2)}"`));
    const received = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      slow.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        bytes += chunk.length;
        if (bytes < length) return;
        const text = Buffer.concat(chunks).toString('latin1');
        const bodyAt = text.indexOf('\r\n\r\n') + 4;
        if (bodyAt >= 4 && text.length - bodyAt >= length) resolve(text.slice(bodyAt));
      });
      slow.resume();
    });
    slow.destroy();
    expect(received).toBe(`"${'s'.repeat(length - 2)}"`);
  });
});
