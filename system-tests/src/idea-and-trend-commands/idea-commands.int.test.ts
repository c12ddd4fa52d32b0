// The admin's idea writes and the archive call through the composed platform (docs/product.md "Admin: Ideas"):
// permissions, validation messages, the answers' shapes, and the events they leave in the idea's stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_DELETE_WINDOW_MS, DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import type { ErrorBody } from '@app/infra/http/error-handler';
import { openCatalogCommandKit, type CatalogCommandKit } from './catalog-command-kit';

let kit: CatalogCommandKit;
beforeAll(async () => {
  kit = await openCatalogCommandKit();
});
afterAll(() => kit?.close());

const HOUR = 60 * 60 * 1000;
const admin = () => ({ token: kit.adminToken });
/** The idea's curation events: its scores come from scoring jobs beside the requests (system-tests/src/scoring/). */
const curation = async (ideaId: number) => (await kit.platform.infra.eventStore.readStream(ideaStreamId(ideaId))).filter((event) => event.type !== 'IdeaScored');
const eventTypes = async (ideaId: number) => (await curation(ideaId)).map((event) => event.type);
const lastEvent = async (ideaId: number) => (await curation(ideaId)).at(-1)!;

describe('POST /api/admin/ideas/create/newidea', () => {
  it('creates an idea with the defaults (FREE, Unpublished, Global) and answers 201 with it and the position', async () => {
    const response = await kit.request('POST', '/api/admin/ideas/create/newidea', {
      ...admin(),
      body: { title: 'Carbon Ledger', description: 'Carbon accounting for mid-size freight fleets.', tags: ['carbon', 'carbon', 'fleets'], technologies: ['IoT'] },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ idea: IdeaView; position: string; publishResult?: unknown }>();
    expect(body).toMatchObject({
      idea: {
        id: expect.any(Number), source: 'FD', title: 'Carbon Ledger', type: 'FREE', status: 'Unpublished', country: 'Global', stamp: null,
        tags: ['carbon', 'fleets'], technologies: ['IoT'], archived: false, autoDeleted: false, views: 0, private: false,
      },
      position: expect.any(String),
    });
    expect(body.publishResult).toBeUndefined();
    expect(response.headers['x-event-position']).toBe(body.position);
    const [created] = await kit.platform.infra.eventStore.readStream(ideaStreamId(body.idea.id));
    expect(created).toMatchObject({ type: 'IdeaCreated', data: { ideaId: body.idea.id, title: 'Carbon Ledger', createdAt: body.idea.createdAt } });
  });

  it('gives every new idea the next id from the sequence', async () => {
    const first = await kit.createIdea();
    const second = await kit.createIdea();
    expect(second).toBeGreaterThan(first);
  });

  it('tries to publish when asked for status Published, and says why it could not', async () => {
    const response = await kit.request('POST', '/api/admin/ideas/create/newidea', {
      ...admin(),
      body: { title: 'Tide Tables', description: 'Harbour scheduling for small ports.', status: 'Published', type: 'PREMIUM' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      idea: { type: 'PREMIUM', status: 'Unpublished' },
      publishResult: { published: false, missingDocuments: [...DOCUMENT_TYPES], reason: null },
    });
  });

  it.each([
    [{ description: 'A description long enough.' }, 'title', 'Title and description are required'],
    [{ title: 'Valid title' }, 'description', 'Title and description are required'],
    [{ title: 'ab', description: 'A description long enough.' }, 'title', 'Title must be at least 3 characters'],
    [{ title: 'Valid title', description: 'Too short' }, 'description', 'Description must be at least 10 characters'],
    [{ title: 'Valid title', description: 'A description long enough.', type: 'GOLD' }, 'type', 'Type must be FREE or PREMIUM'],
    [{ title: 'Valid title', description: 'A description long enough.', mockup: 'http://x.example' }, 'mockup', 'Mockup must be an https:// link'],
  ])('refuses %j with 400 and the message on %s', async (body, field, message) => {
    const response = await kit.request('POST', '/api/admin/ideas/create/newidea', { ...admin(), body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('is for ADMIN only', async () => {
    const body = { title: 'Valid title', description: 'A description long enough.' };
    expect((await kit.request('POST', '/api/admin/ideas/create/newidea', { body })).statusCode).toBe(401);
    const free = await kit.request('POST', '/api/admin/ideas/create/newidea', { token: kit.freeToken, body });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ message: 'Admin access required' });
  });
});

describe('PUT /api/admin/ideas/{id} (edit)', () => {
  it('records the fields that change (not one sent back as it was), then the type; answers the idea', async () => {
    const ideaId = await kit.createIdea();
    const response = await kit.request('PUT', `/api/admin/ideas/${ideaId}`, {
      ...admin(),
      body: { title: 'Renamed idea', marketSize: '$5B', problem: null, type: 'PREMIUM', status: 'Unpublished' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Idea updated successfully',
      idea: { id: ideaId, title: 'Renamed idea', description: expect.any(String), marketSize: '$5B', problem: '', type: 'PREMIUM', status: 'Unpublished' },
      position: expect.any(String),
    });
    expect(await eventTypes(ideaId)).toEqual(['IdeaCreated', 'IdeaEdited', 'IdeaTypeChanged']);
    expect((await lastEvent(ideaId)).data).toMatchObject({ type: 'PREMIUM' });
    const [, edited] = await curation(ideaId);
    // The new idea's problem was empty already.
    expect(edited!.data).toMatchObject({ changes: { title: 'Renamed idea', marketSize: '$5B' } });
    expect(edited!.data).not.toHaveProperty('changes.problem');
  });

  it('refuses status Published for an idea missing documents with 409, the reason and the documents, changing nothing', async () => {
    const ideaId = await kit.createIdea();
    await kit.addDocuments(ideaId, ['PRD', 'GTM']);
    const before = await eventTypes(ideaId);
    const response = await kit.request('PUT', `/api/admin/ideas/${ideaId}`, { ...admin(), body: { title: 'Changed title', status: 'Published' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Missing documents: Pitch Deck, Financial Plan, Pre-launch Page',
      missingDocuments: ['PITCH_DECK', 'FINANCIAL_PLAN', 'PRELAUNCH'],
      reason: null,
    });
    expect(await eventTypes(ideaId)).toEqual(before);
  });

  it('publishes and unpublishes through the status field', async () => {
    const ideaId = await kit.createIdea();
    await kit.addDocuments(ideaId);
    const published = await kit.request('PUT', `/api/admin/ideas/${ideaId}`, { ...admin(), body: { status: 'Published' } });
    expect(published.json<{ idea: IdeaView }>().idea).toMatchObject({ status: 'Published' });
    const unpublished = await kit.request('PUT', `/api/admin/ideas/${ideaId}`, { ...admin(), body: { status: 'Unpublished' } });
    expect(unpublished.json<{ idea: IdeaView }>().idea).toMatchObject({ status: 'Unpublished' });
    expect((await eventTypes(ideaId)).slice(-2)).toEqual(['IdeaPublished', 'IdeaUnpublished']);
  });

  it('answers 404 for an unknown or malformed id, 400 for a bad field', async () => {
    for (const id of ['999999', '0', 'abc', '1.5', '-3']) {
      const response = await kit.request('PUT', `/api/admin/ideas/${id}`, { ...admin(), body: { title: 'Renamed idea' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Idea not found' });
    }
    const ideaId = await kit.createIdea();
    const bad = await kit.request('PUT', `/api/admin/ideas/${ideaId}`, { ...admin(), body: { description: 'short' } });
    expect(bad.json()).toMatchObject({ message: 'Description must be at least 10 characters' });
  });
});

describe('type, stamp, auto-delete', () => {
  it('PUT /type answers { idea: { id, type } } and refuses an unknown type', async () => {
    const ideaId = await kit.createIdea();
    const response = await kit.request('PUT', `/api/admin/ideas/${ideaId}/type`, { ...admin(), body: { type: 'PREMIUM' } });
    expect(response.json()).toEqual({ idea: { id: ideaId, type: 'PREMIUM' }, position: expect.any(String) });
    const bad = await kit.request('PUT', `/api/admin/ideas/${ideaId}/type`, { ...admin(), body: { type: 'GOLD' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().message).toBe('Type must be FREE or PREMIUM');
  });

  it('PUT /stamp sets a stamp and clears it with null or an empty string', async () => {
    const ideaId = await kit.createIdea();
    const stamped = await kit.request('PUT', `/api/admin/ideas/${ideaId}/stamp`, { ...admin(), body: { stamp: 'Top Picks' } });
    expect(stamped.json()).toMatchObject({ idea: { id: ideaId, stamp: 'Top Picks' } });
    const cleared = await kit.request('PUT', `/api/admin/ideas/${ideaId}/stamp`, { ...admin(), body: { stamp: '' } });
    expect(cleared.json()).toMatchObject({ idea: { id: ideaId, stamp: null } });
    expect((await eventTypes(ideaId)).slice(-2)).toEqual(['IdeaStamped', 'IdeaStamped']);
  });

  it('PUT /auto-delete switches on (starting the window) and off', async () => {
    const ideaId = await kit.createIdea();
    const on = await kit.request('PUT', `/api/admin/ideas/${ideaId}/auto-delete`, { ...admin(), body: { autoDeleted: true } });
    const { idea } = on.json<{ idea: { id: number; autoDeleted: boolean; autoDeleteActivatedAt: string } }>();
    expect(idea).toMatchObject({ id: ideaId, autoDeleted: true });
    expect(Date.now() - Date.parse(idea.autoDeleteActivatedAt)).toBeLessThan(60_000);
    const off = await kit.request('PUT', `/api/admin/ideas/${ideaId}/auto-delete`, { ...admin(), body: { autoDeleted: false } });
    expect(off.json()).toMatchObject({ idea: { id: ideaId, autoDeleted: false, autoDeleteActivatedAt: null } });
    const bad = await kit.request('PUT', `/api/admin/ideas/${ideaId}/auto-delete`, { ...admin(), body: { autoDeleted: 'yes' } });
    expect(bad.json()).toEqual({ message: 'autoDeleted must be true or false', errors: { autoDeleted: 'autoDeleted must be true or false' } });
  });
});

describe('delete and restore', () => {
  it('deletes (the idea then reads as not found) and restores', async () => {
    const ideaId = await kit.createIdea();
    const deleted = await kit.request('DELETE', `/api/admin/ideas/${ideaId}`, admin());
    expect(deleted.json()).toEqual({ message: 'Idea deleted successfully', position: expect.any(String) });
    expect((await kit.request('PUT', `/api/admin/ideas/${ideaId}/type`, { ...admin(), body: { type: 'PREMIUM' } })).statusCode).toBe(404);
    const restored = await kit.request('POST', `/api/admin/deleted-ideas/restore/${ideaId}`, admin());
    expect(restored.json()).toEqual({ message: 'Idea restored successfully', position: expect.any(String) });
    expect((await kit.request('PUT', `/api/admin/ideas/${ideaId}/type`, { ...admin(), body: { type: 'PREMIUM' } })).statusCode).toBe(200);
    expect(await eventTypes(ideaId)).toEqual(['IdeaCreated', 'IdeaDeleted', 'IdeaRestored', 'IdeaTypeChanged']);
  });

  it('answers 404 for an idea that never existed', async () => {
    expect((await kit.request('DELETE', '/api/admin/ideas/999999', admin())).json()).toEqual({ message: 'Idea not found' });
    expect((await kit.request('POST', '/api/admin/deleted-ideas/restore/999999', admin())).statusCode).toBe(404);
  });
});

describe('bulk publish and unpublish', () => {
  it('publishes complete ideas and reports the rest: missing documents, archived, not found', async () => {
    const complete = await kit.createIdea();
    await kit.addDocuments(complete);
    const alreadyPublished = await kit.publishedIdea();
    const incomplete = await kit.createIdea();
    await kit.addDocuments(incomplete, ['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN']);
    const archived = await kit.createIdea();
    await kit.addDocuments(archived);
    await kit.onIdea(archived, { type: 'SwitchAutoDelete', data: { autoDeleted: true } }, new Date(Date.now() - 49 * HOUR));
    await kit.onIdea(archived, { type: 'ArchiveIdea', data: {} });
    const response = await kit.request('POST', '/api/admin/ideas/publish', {
      ...admin(),
      body: { ideaIds: [complete, alreadyPublished, incomplete, archived, 999999, complete] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: {
        published: [complete, alreadyPublished],
        unpublished: [incomplete, archived, 999999],
        incompleteDetails: [{ ideaId: incomplete, missingDocuments: ['PRELAUNCH'] }],
        reasons: [
          { ideaId: archived, reason: 'Archived ideas cannot be published' },
          { ideaId: 999999, reason: 'Idea not found' },
        ],
      },
      position: expect.any(String),
    });
  });

  it('unpublishes, leaving out ids that are not ideas', async () => {
    const published = await kit.publishedIdea();
    const unpublished = await kit.createIdea();
    const response = await kit.request('POST', '/api/admin/ideas/unpublish', { ...admin(), body: { ideaIds: [published, unpublished, 999999] } });
    expect(response.json()).toEqual({ results: { unpublished: [published, unpublished], incompleteDetails: [] }, position: expect.any(String) });
    expect((await lastEvent(published)).type).toBe('IdeaUnpublished');
  });

  it('needs at least one idea id', async () => {
    for (const path of ['/api/admin/ideas/publish', '/api/admin/ideas/unpublish']) {
      const response = await kit.request('POST', path, { ...admin(), body: { ideaIds: [] } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().message).toBe('Please select at least one idea');
    }
  });
});

describe('PUT /api/admin/documents/{id}', () => {
  it('edits a document in its idea’s stream', async () => {
    const ideaId = await kit.createIdea();
    const { GTM } = await kit.addDocuments(ideaId, ['PRD', 'GTM']);
    const response = await kit.request('PUT', `/api/admin/documents/${GTM}`, { ...admin(), body: { content: '# GTM v2' } });
    expect(response.json()).toEqual({
      message: 'Document updated successfully',
      document: { id: GTM, ideaId, type: 'GTM', content: '# GTM v2' },
      position: expect.any(String),
    });
    expect((await lastEvent(ideaId)).data).toMatchObject({ documentId: GTM, content: '# GTM v2' });
  });

  it('answers 404 for an unknown document, 400 for empty content, 403 for a member', async () => {
    expect((await kit.request('PUT', '/api/admin/documents/999999', { ...admin(), body: { content: 'x' } })).json()).toEqual({ message: 'Document not found' });
    expect((await kit.request('PUT', '/api/admin/documents/abc', { ...admin(), body: { content: 'x' } })).statusCode).toBe(404);
    const ideaId = await kit.createIdea();
    const { PRD } = await kit.addDocuments(ideaId, ['PRD']);
    const empty = await kit.request('PUT', `/api/admin/documents/${PRD}`, { ...admin(), body: { content: '  ' } });
    expect(empty.json()).toMatchObject({ message: 'Document content is required' });
    expect((await kit.request('PUT', `/api/admin/documents/${PRD}`, { token: kit.freeToken, body: { content: 'x' } })).statusCode).toBe(403);
  });
});

describe('PUT /api/ideas/{id}/archive (anyone; the idea decides)', () => {
  it('refuses an idea whose auto-delete is off', async () => {
    const ideaId = await kit.createIdea();
    const response = await kit.request('PUT', `/api/ideas/${ideaId}/archive`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Auto-delete is not enabled for this idea' });
  });

  it('refuses before the 48 hours have passed', async () => {
    const ideaId = await kit.createIdea();
    await kit.onIdea(ideaId, { type: 'SwitchAutoDelete', data: { autoDeleted: true } }, new Date(Date.now() - AUTO_DELETE_WINDOW_MS + HOUR));
    const response = await kit.request('PUT', `/api/ideas/${ideaId}/archive`, { token: kit.freeToken });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This idea can only be archived 48 hours after auto-delete was switched on' });
  });

  it('archives after the 48 hours, for a signed-out viewer too, and answers 200 again when repeated', async () => {
    const ideaId = await kit.createIdea();
    await kit.onIdea(ideaId, { type: 'SwitchAutoDelete', data: { autoDeleted: true } }, new Date(Date.now() - AUTO_DELETE_WINDOW_MS - 1000));
    const response = await kit.request('PUT', `/api/ideas/${ideaId}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Idea archived', idea: { id: ideaId, archived: true }, position: expect.any(String) });
    const again = await kit.request('PUT', `/api/ideas/${ideaId}/archive`);
    expect(again.json()).toEqual({ message: 'Idea archived', idea: { id: ideaId, archived: true } });
    expect((await eventTypes(ideaId)).filter((type) => type === 'IdeaArchived')).toHaveLength(1);
  });

  it('answers 404 for an unknown idea', async () => {
    expect((await kit.request('PUT', '/api/ideas/999999/archive')).json()).toEqual({ message: 'Idea not found' });
    expect((await kit.request('PUT', '/api/ideas/x/archive')).statusCode).toBe(404);
  });
});
