// The feed tells a position only once this process's in-memory lists (the marketplace's and the admin's idea list,
// query-api/src/memory-index/) hold it: a client refetching on a feed message, without x-min-position, reads the change
// it heard of. The lists' background refresh is set a minute apart, so only the feed's own wait can bring them up to
// date within the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminIdeaPage } from '@app/domain/ideas/admin-idea-view';
import type { IdeaPage } from '@app/domain/ideas/idea-view';
import { LIVE_EVENTS, liveChangesSchema, liveReadySchema } from '@app/domain/live/live-api';
import { comparePositions, formatPosition, parsePosition } from '@app/infra/event-store/position';
import { openSseStream, type SseStream } from '@app/query-api/live/testing/sse-client';
import { openCatalogCommandKit, type CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';

let kit: CatalogCommandKit;
let feed: SseStream | undefined;

beforeAll(async () => {
  kit = await openCatalogCommandKit({}, { catalogRefreshMs: 60_000 });
}, 120_000);

afterAll(async () => {
  feed?.close();
  await kit?.close();
});

/** A plain read, as a refetch without a remembered position sends it (the kit's own requests carry one), unless `headers` has one. */
async function read<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await kit.platform.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe('GET /api/live and the in-memory lists', () => {
  it("tells of an admin's stamp only once the marketplace and the admin list answer it to a plain read", async () => {
    const title = 'Stamped while watched';
    const ideaId = await kit.publishedIdea({ title });
    const marketplace = (headers: Record<string, string> = {}) =>
      read<IdeaPage>(`/api/ideas?search=${encodeURIComponent(title)}`, headers).then((page) => page.ideas.find((idea) => idea.id === ideaId));
    const adminList = (headers: Record<string, string> = {}) =>
      read<AdminIdeaPage>(`/api/admin/ideas/all?q=${encodeURIComponent(title)}`, { authorization: `Bearer ${kit.adminToken}`, ...headers }).then((page) =>
        page.ideas.find((idea) => idea.id === ideaId),
      );
    // Both lists hold the published idea (reads waiting for the store's head; on a loaded machine such a wait can end
    // stale, so they are asked again), so their next plain refresh is a minute away.
    const head = { 'x-min-position': formatPosition((await kit.platform.infra.eventStore.headPosition())!) };
    await expect.poll(async () => (await marketplace(head))?.stamp, { timeout: 20_000 }).toBeNull();
    await expect.poll(async () => (await adminList(head))?.stamp, { timeout: 20_000 }).toBeNull();

    const origin = await kit.platform.app.listen({ host: '127.0.0.1', port: 0 });
    feed = await openSseStream(`${origin}/api/live`);
    liveReadySchema.parse(await feed.next(LIVE_EVENTS.ready));
    const stamped = await kit.request('PUT', `/api/admin/ideas/${ideaId}/stamp`, { token: kit.adminToken, body: { stamp: 'Crazy' } });
    expect(stamped.statusCode).toBe(200);
    // The message at or past the stamp's position: on a loaded machine the feed may start from a position before the
    // publication, and its first message then tells of the idea's publication, not of its stamp.
    const stampedAt = parsePosition(stamped.headers['x-event-position'] as string)!;
    await feed.next(LIVE_EVENTS.changes, (data) => {
      const message = liveChangesSchema.parse(data);
      const atOrPast = comparePositions(parsePosition(message.position)!, stampedAt) >= 0;
      return atOrPast && message.changes.some((change) => change.kind === 'ideas' && change.id === String(ideaId));
    });

    expect((await marketplace())?.stamp).toBe('Crazy');
    expect((await adminList())?.stamp).toBe('Crazy');
  });
});
