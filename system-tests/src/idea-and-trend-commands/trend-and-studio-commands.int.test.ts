// Trend writes and Builder Studio applications through the composed platform (docs/product.md "Admin: Trends").
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { studioApplicationStreamId } from '@app/domain/builder-studio/studio-application';
import { trendStreamId } from '@app/domain/trends/trend-events';
import type { TrendView } from '@app/domain/trends/trend-view';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import type { ErrorBody } from '@app/infra/http/error-handler';
import { isSealed } from '@app/infra/personal-data/sealed-value';
import { openPersonalField } from '@app/infra/personal-data/personal-field';
import { openCatalogCommandKit, type CatalogCommandKit } from './catalog-command-kit';

let kit: CatalogCommandKit;
beforeAll(async () => {
  kit = await openCatalogCommandKit();
});
afterAll(() => kit?.close());

const admin = () => ({ token: kit.adminToken });
const trendBody = { title: 'Climate adaptation', description: 'Tools for a warmer world.', type: 'PROBLEM', source: 'YC' };

async function allEventsOfType(type: string): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = [];
  let after: Position | undefined;
  for (;;) {
    const page = await kit.platform.infra.eventStore.readAll({ eventTypes: [type], ...(after ? { after } : {}) });
    found.push(...page.events);
    if (page.atEnd || !page.next) return found;
    after = page.next;
  }
}

async function createTrend(body: object = trendBody): Promise<number> {
  const response = await kit.request('POST', '/api/trends', { ...admin(), body });
  if (response.statusCode !== 201) throw new Error(`create trend: ${response.statusCode} ${response.body}`);
  return response.json<{ trend: { id: number } }>().trend.id;
}

describe('POST /api/trends', () => {
  it('creates a trend: 201 with the trend', async () => {
    const response = await kit.request('POST', '/api/trends', { ...admin(), body: trendBody });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      trend: { id: expect.any(Number), ...trendBody, ideaCount: 0, createdAt: expect.any(String), updatedAt: expect.any(String) },
      position: expect.any(String),
    });
    const [created] = await kit.platform.infra.eventStore.readStream(trendStreamId(response.json<{ trend: TrendView }>().trend.id));
    expect(created).toMatchObject({ type: 'TrendCreated', data: { title: 'Climate adaptation', type: 'PROBLEM', source: 'YC' } });
  });

  it.each([
    [{ title: 'Climate', description: 'Warmer world' }, 'Trend type is required'],
    [{ description: 'Warmer world', type: 'RFI' }, 'Title and description are required'],
    [{ title: 'Climate', description: '', type: 'RFI' }, 'Title and description are required'],
  ])('refuses %j: 400 %s', async (body, message) => {
    const response = await kit.request('POST', '/api/trends', { ...admin(), body });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe(message);
  });

  it('is for ADMIN only', async () => {
    expect((await kit.request('POST', '/api/trends', { body: trendBody })).statusCode).toBe(401);
    expect((await kit.request('POST', '/api/trends', { token: kit.freeToken, body: trendBody })).statusCode).toBe(403);
  });
});

describe('linking ideas', () => {
  it('links Published ideas in a batch and skips those linked already', async () => {
    const trendId = await createTrend();
    const [a, b, c] = [await kit.publishedIdea(), await kit.publishedIdea(), await kit.publishedIdea()];
    const first = await kit.request('POST', `/api/trends/${trendId}/ideas/batch`, { ...admin(), body: { ideaIds: [a, b] } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      links: [
        { trendId, ideaId: a, createdAt: expect.any(String) },
        { trendId, ideaId: b, createdAt: expect.any(String) },
      ],
      skipped: [],
      position: expect.any(String),
    });
    const second = await kit.request('POST', `/api/trends/${trendId}/ideas/batch`, { ...admin(), body: { ideaIds: [b, c, c] } });
    expect(second.json()).toMatchObject({ links: [{ trendId, ideaId: c }], skipped: [b] });
    const none = await kit.request('POST', `/api/trends/${trendId}/ideas/batch`, { ...admin(), body: { ideaIds: [a] } });
    expect(none.json()).toEqual({ links: [], skipped: [a] });
  });

  it('refuses an empty selection, and ideas that are not Published (naming them)', async () => {
    const trendId = await createTrend();
    const empty = await kit.request('POST', `/api/trends/${trendId}/ideas/batch`, { ...admin(), body: { ideaIds: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().message).toBe('Please select at least one idea to add to the trend.');
    const published = await kit.publishedIdea();
    const draft = await kit.createIdea();
    const deleted = await kit.publishedIdea();
    await kit.request('DELETE', `/api/admin/ideas/${deleted}`, admin());
    const response = await kit.request('POST', `/api/trends/${trendId}/ideas/batch`, { ...admin(), body: { ideaIds: [published, draft, deleted, 999999] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe(`Only published ideas can be linked to a trend (not published: ${draft}, ${deleted}, 999999)`);
  });

  it('links one idea: 201 { link }, then 409 when it is linked already', async () => {
    const trendId = await createTrend();
    const ideaId = await kit.publishedIdea();
    const response = await kit.request('POST', `/api/trends/${trendId}/ideas`, { ...admin(), body: { ideaId } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ link: { trendId, ideaId, createdAt: expect.any(String) }, position: expect.any(String) });
    const again = await kit.request('POST', `/api/trends/${trendId}/ideas`, { ...admin(), body: { ideaId } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Idea is already linked to this trend' });
  });

  it('answers 404 for an unknown trend', async () => {
    const ideaId = await kit.publishedIdea();
    for (const id of ['999999', 'abc']) {
      const response = await kit.request('POST', `/api/trends/${id}/ideas/batch`, { ...admin(), body: { ideaIds: [ideaId] } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Trend not found' });
    }
  });
});

describe('unlinking and deleting', () => {
  it('removes an idea from a trend, then says it is not linked', async () => {
    const trendId = await createTrend();
    const ideaId = await kit.publishedIdea();
    await kit.request('POST', `/api/trends/${trendId}/ideas`, { ...admin(), body: { ideaId } });
    const removed = await kit.request('DELETE', `/api/trends/${trendId}/ideas/${ideaId}`, admin());
    expect(removed.json()).toEqual({ message: 'Idea removed from trend', position: expect.any(String) });
    const again = await kit.request('DELETE', `/api/trends/${trendId}/ideas/${ideaId}`, admin());
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Idea is not linked to this trend' });
  });

  it('deletes a trend; it then reads as not found', async () => {
    const trendId = await createTrend();
    const ideaId = await kit.publishedIdea();
    await kit.request('POST', `/api/trends/${trendId}/ideas`, { ...admin(), body: { ideaId } });
    expect((await kit.request('DELETE', `/api/trends/${trendId}`, { token: kit.freeToken })).statusCode).toBe(403);
    const deleted = await kit.request('DELETE', `/api/trends/${trendId}`, admin());
    expect(deleted.json()).toEqual({ message: 'Trend deleted', position: expect.any(String) });
    const link = await kit.request('POST', `/api/trends/${trendId}/ideas`, { ...admin(), body: { ideaId } });
    expect(link.json()).toEqual({ message: 'Trend not found' });
    expect((await kit.request('DELETE', '/api/trends/999999', admin())).statusCode).toBe(404);
  });
});

describe('POST /api/builder-studio/apply', () => {
  const application = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    idea: 'A tutor for analytical engines',
    problem: 'Nobody can program them',
    targetUsers: 'Mathematicians',
    weeklyHours: '10-15 hours',
  };
  let addresses = 0;
  const apply = (body: object, remoteAddress = `10.0.0.${++addresses}`) =>
    kit.platform.app.inject({ method: 'POST', url: '/api/builder-studio/apply', payload: body, remoteAddress });

  it('records an application from anyone: 201 with the message; everything the applicant typed is sealed in the event', async () => {
    const response = await apply(application);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Application submitted successfully', position: expect.any(String) });
    // $all shows an event once no older transaction is open anywhere on the server (other test files share it), so
    // the read waits for it rather than expecting it at once.
    const stored = await vi.waitFor(async () => {
      const [event] = await allEventsOfType('StudioApplicationSubmitted');
      expect(event).toBeDefined();
      return event;
    });
    expect(stored!.streamId).toBe(studioApplicationStreamId((stored!.data as { applicationId: string }).applicationId));
    expect(stored!.data).toMatchObject({ weeklyHours: '10-15 hours' });
    const { personal } = stored!.data as { personal: unknown };
    expect(isSealed(personal)).toBe(true);
    for (const typed of ['ada@example.com', application.idea, application.problem, 'Mathematicians']) expect(JSON.stringify(stored!.data)).not.toContain(typed);
    expect(await openPersonalField(kit.platform.infra.personalData, stored!.data)).toMatchObject({
      personal: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', idea: application.idea, problem: application.problem, targetUsers: 'Mathematicians' },
    });
  });

  it('refuses an incomplete form with 400 and every field’s message', async () => {
    const response = await apply({ email: 'not-an-email', weeklyHours: '40 hours' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email',
        idea: 'Idea is required',
        problem: 'Problem is required',
        targetUsers: 'Target users is required',
        weeklyHours: 'Weekly hours must be 5-10 hours, 10-15 hours or 15+ hours',
      },
    });
  });

  it('takes ten applications an hour from one address, then answers 429', async () => {
    const address = '10.9.9.9';
    expect((await apply({ name: '' }, address)).statusCode).toBe(400); // refused input does not count
    for (let i = 0; i < 10; i++) expect((await apply(application, address)).statusCode).toBe(201);
    const limited = await apply(application, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().message).toMatch(/^Too many applications\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await apply(application, '10.9.9.10')).statusCode).toBe(201);
  });
});
