// The topology test's feed client against a scripted server on loopback: it moves past an address that refuses
// connections, resumes an ended stream with `Last-Event-ID`, reopens a refused one without it (its `ready` then stands
// for a refetch), and keeps what each frame told as a position range.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@app/infra/net/free-port';
import { formatPosition } from '@app/infra/event-store/position';
import { entityKey, openLiveClient, type LiveClient } from './live-client';

const ada = '0190a000-0000-7000-8000-00000000000a';
const frame = (id: string, event?: string, data?: unknown) =>
  event ? `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n` : `: heartbeat\nid: ${id}\n\n`;
const changes = (id: string) => frame(id, 'changes', { position: id, changes: [{ kind: 'workspaces', id: ada, topics: ['workspace'] }] });

/** What the server does with each request in turn: its frames then the end, or a refusal. */
const stream = (response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/event-stream' });
const script: ((response: ServerResponse) => void)[] = [
  (response) => stream(response).end([frame('1000-1', 'ready', { position: '1000-1' }), changes('1000-3'), frame('1000-4')].join('')),
  (response) => stream(response).end(changes('1000-5')),
  (response) => response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"unavailable"}'),
  (response) => stream(response).write(frame('1000-7', 'ready', { position: '1000-7' })),
];
const requests: IncomingHttpHeaders[] = [];
let server: Server;
let client: LiveClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.headers);
    const next = script[requests.length - 1];
    if (next) next(response);
    else response.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const gone = `http://127.0.0.1:${await freePort()}`;
  client = openLiveClient('ada', { userId: ada, admin: false }, [gone, `http://127.0.0.1:${port}`], { authorization: 'Bearer t' });
});

afterAll(async () => {
  client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the topology test’s feed client', () => {
  it('resumes with Last-Event-ID, reopens a refused feed afresh, and keeps what each frame told', { timeout: 20_000 }, async () => {
    await expect.poll(() => client.cursor && formatPosition(client.cursor), { timeout: 15_000 }).toBe('1000-7');
    expect(requests.map((headers) => [headers.authorization, headers['last-event-id']])).toEqual([
      ['Bearer t', undefined],
      ['Bearer t', '1000-4'],
      ['Bearer t', '1000-5'],
      ['Bearer t', undefined],
    ]);
    expect(client.ranges.map(({ after, upTo, told, entities }) => [formatPosition(after), formatPosition(upTo), told, [...entities]])).toEqual([
      ['1000-1', '1000-3', 'changes', [entityKey('workspaces', ada)]],
      ['1000-3', '1000-4', 'nothing', []],
      ['1000-4', '1000-5', 'changes', [entityKey('workspaces', ada)]],
      ['1000-5', '1000-7', 'refetch', []],
    ]);
    expect(client).toMatchObject({ streams: 3, resumes: 1, replays: 1, refused: 1, refetches: 1, problems: [] });
    expect(client.start && formatPosition(client.start)).toBe('1000-1');
  });
});
