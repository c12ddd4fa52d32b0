// The change feed of the composed platform through HAProxy with the production file (deploy/haproxy/haproxy.cfg): an
// admin's writes reach a member's open feed and the admin's own, each told only what it may hear, the delay from the
// command's answer to the message measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, liveChangesSchema, liveReadySchema, type LiveChange } from '@app/domain/live/live-api';
import { openSseStream, type SseStream } from '@app/query-api/live/testing/sse-client';
import { openCatalogCommandKit, type CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';
import { startProxy, type Proxy } from '../topology/proxy';

let kit: CatalogCommandKit;
let proxy: Proxy;
const feeds: SseStream[] = [];

beforeAll(async () => {
  kit = await openCatalogCommandKit();
  const port = Number(new URL(await kit.platform.app.listen({ host: '127.0.0.1', port: 0 })).port);
  proxy = await startProxy({ commandApis: [port, port], queryApis: [port, port] });
}, 120_000);

afterAll(async () => {
  for (const feed of feeds) feed.close();
  await proxy?.kill();
  await kit?.close();
});

async function feedOf(token: string): Promise<SseStream> {
  const feed = await openSseStream(`${proxy.url}/api/live`, { authorization: `Bearer ${token}` });
  feeds.push(feed);
  liveReadySchema.parse(await feed.next(LIVE_EVENTS.ready));
  return feed;
}

/** The first `changes` message naming the entity, and how long after `since` it came. */
async function heard(feed: SseStream, kind: string, id: string, since: number): Promise<{ change: LiveChange | undefined; ms: number }> {
  const message = liveChangesSchema.parse(
    await feed.next(LIVE_EVENTS.changes, (data) => liveChangesSchema.parse(data).changes.some((change) => change.kind === kind && change.id === id)),
  );
  return { change: message.changes.find((change) => change.kind === kind && change.id === id), ms: performance.now() - since };
}

describe('GET /api/live through the proxy', () => {
  it("brings an admin's new trend and idea to a member's open feed and the admin's, each with what they may hear", async () => {
    const [member, admin] = [await feedOf(kit.freeToken), await feedOf(kit.adminToken)];

    const sent = performance.now();
    const response = await fetch(`${proxy.url}/api/trends`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kit.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Live trend', description: 'Heard at once.', type: 'PROBLEM', source: 'YC' }),
    });
    expect(response.status).toBe(201);
    const answered = performance.now();
    const trendId = String(((await response.json()) as { trend: { id: number } }).trend.id);
    const toMember = await heard(member, 'trends', trendId, answered);
    expect(toMember.change).toEqual({ kind: 'trends', id: trendId, topics: ['trends'] });
    expect((await heard(admin, 'trends', trendId, answered)).change).toEqual({ kind: 'trends', id: trendId, topics: ['trends', 'activity'] });
    console.log(`live feed through HAProxy: command ${(answered - sent).toFixed(1)} ms, then the member heard of it ${toMember.ms.toFixed(1)} ms later`);
    expect(toMember.ms).toBeLessThan(1000);

    const ideaId = String(await kit.createIdea());
    expect((await heard(member, 'ideas', ideaId, 0)).change).toEqual({ kind: 'ideas', id: ideaId, topics: ['catalog'] });
    expect((await heard(admin, 'ideas', ideaId, 0)).change).toEqual({ kind: 'ideas', id: ideaId, topics: ['catalog', 'admin-ideas', 'quality-control', 'activity'] });
  });
});
