// The OpenAPI document (GET /api/openapi.json): valid OpenAPI 3.1, and it lists every route the platform registers,
// each with its roles and error answers, so a new route cannot be forgotten; the reference page (/api/docs) is served
// from the platform itself.
import { validate } from '@readme/openapi-parser';
import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '@app/infra/http/openapi/api-docs';
import { openAccountTestKit, type AccountTestKit } from '../accounts/account-test-kit';

const registered: string[] = [];
let kit: AccountTestKit;
let document: OpenAPIV3_1.Document;

/** `GET /api/ideas/{id}` for Fastify's `/api/ideas/:id`. */
const operation = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

beforeAll(async () => {
  kit = await openAccountTestKit({}, {
    onRoute: (route: RouteOptions) => {
      // HEAD answers with GET's route; the reference page's own files are not calls.
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (route.url.startsWith(API_DOCS_PATH)) return;
      for (const method of methods) registered.push(operation(method, route.url));
    },
  });
  const response = await kit.request('GET', '/api/openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json<OpenAPIV3_1.Document>();
});

afterAll(() => kit?.close());

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op: op as OpenAPIV3_1.OperationObject })),
  );

describe('GET /api/openapi.json', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every route the platform registers, and nothing else', () => {
    const listed = operations().map(({ key }) => key);
    expect(registered.length).toBeGreaterThan(80);
    expect([...new Set(registered)].sort()).toEqual([...listed].sort());
  });

  it("gives every call that needs a session its security schemes, its roles and a 401; an admin's a 403", () => {
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual(['bearer', 'session']);
    for (const { key, op } of operations()) {
      const signedIn = op.security !== undefined;
      expect(op.description, key).toMatch(/^Access: /);
      if (signedIn) expect(op.security, key).toEqual([{ bearer: [] }, { session: [] }]);
      if (signedIn) expect(Object.keys(op.responses ?? {}), key).toContain('401');
      if (op.description?.includes('admins')) expect(Object.keys(op.responses ?? {}), key).toContain('403');
    }
  });

  it("gives every call with a body, a query or a path parameter the answer its input's failures get", () => {
    for (const { key, op } of operations()) {
      const statuses = Object.keys(op.responses ?? {});
      if (op.requestBody) expect(statuses, key).toContain('400');
      const parameters = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      if (parameters.some((parameter) => parameter.in === 'path')) expect(statuses, key).toContain('404');
    }
  });
});

describe(API_DOCS_PATH, () => {
  it('serves the reference page and its assets from the platform, under the site’s Content-Security-Policy', async () => {
    const page = await kit.request('GET', `${API_DOCS_PATH}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|https?:\/\//);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      expect((await kit.request('GET', `${API_DOCS_PATH}/static/${asset}`)).statusCode, asset).toBe(200);
    }
    const spec = await kit.request('GET', `${API_DOCS_PATH}/json`);
    expect(spec.json()).toEqual(document);
  });
});
