import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiContract, pathId } from '@app/domain/shared/api-contract';
import type { Actor } from '@app/domain/shared/decider';
import { inputText, text } from '@app/domain/shared/text';
import { route } from './contract-route';
import { installErrorHandling } from './error-handler';

// A route registered from its contract answers as the spec's handlers always did: access first, then the input,
// and an answer that does not match its schema is an error, not a half-right body.

const rename = apiContract({
  method: 'PUT',
  path: '/things/:id',
  tag: 'things',
  summary: 'Renames a thing',
  access: 'ADMIN',
  params: z.object({ id: pathId('Thing not found') }),
  body: z.object({ name: inputText({ label: 'Name', max: 10 }, { error: 'Name is required' }).min(1, 'Name is required') }),
  responses: { 200: z.object({ id: z.number(), name: text() }) },
});

const broken = apiContract({
  method: 'GET',
  path: '/broken',
  tag: 'things',
  summary: 'Answers a shape its schema refuses',
  access: 'public',
  responses: { 200: z.object({ count: z.number() }) },
});

const ADMIN: Actor = { userId: 'admin', role: 'ADMIN', emailVerified: true };
const MEMBER: Actor = { userId: 'member', role: 'PRO', emailVerified: true };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const who = request.headers['x-test-actor'];
    request.actor = who === 'admin' ? ADMIN : who === 'member' ? MEMBER : null;
  });
  route(app, rename, async (request) => ({ id: request.params.id, name: `${request.body.name} by ${request.actor.userId}` }));
  route(app, broken, async () => ({ count: 'many' }) as never);
  await app.ready();
});

afterAll(() => app.close());

const put = (url: string, body: unknown, actor?: string) =>
  app.inject({ method: 'PUT', url, payload: body as object, headers: actor ? { 'x-test-actor': actor } : {} });

describe('a route registered from its contract', () => {
  it('hands the handler typed input and the actor the access check let through', async () => {
    const response = await put('/things/7', { name: 'Lamp' }, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: 'Lamp by admin' });
  });

  it('checks access before the input: 401, then 403, even for a body it would refuse', async () => {
    expect((await put('/things/7', {}, undefined)).statusCode).toBe(401);
    expect((await put('/things/7', {}, 'member')).json()).toEqual({ message: 'Admin access required' });
  });

  it("answers a body that fails its schema with 400, the first message and each field's", async () => {
    const response = await put('/things/7', { name: 'A name far too long' }, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name cannot exceed 10 characters', errors: { name: 'Name cannot exceed 10 characters' } });
  });

  it('treats a missing body as an empty object', async () => {
    const response = await app.inject({ method: 'PUT', url: '/things/7', headers: { 'x-test-actor': 'admin' } });
    expect(response.json()).toEqual({ message: 'Name is required', errors: { name: 'Name is required' } });
  });

  it('answers a path id that names nothing with 404 and the resource’s message', async () => {
    const response = await put('/things/2147483648', { name: 'Lamp' }, 'admin');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Thing not found' });
  });

  it('fails an answer that does not match its schema instead of sending it', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });
});
