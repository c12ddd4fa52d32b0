// GET /api/openapi.json (the document) and /api/docs (a reference page to read it: Swagger UI, its assets served from
// the package, nothing from a CDN). The page loads only its own scripts and styles, so the site's Content-Security-
// Policy (security-headers.ts) holds for it unchanged (its validator badge, an image from swagger.io, is off by default). GETs go to the query API, which installs these.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { platformApi } from '@app/domain/shared/platform-api';
import { route } from '../contract-route';
import { openApiDocument } from './openapi-document';

export const API_DOCS_PATH = '/api/docs';

export async function installApiDocs(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  const document = await openApiDocument(options);
  // @fastify/swagger types a static document as OpenAPI 3.0; it serves this 3.1 one as it is.
  await app.register(swagger, { mode: 'static', specification: { document: document as unknown as OpenAPIV3.Document } });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
  });
  route(app, platformApi.openApi, () => Promise.resolve(document));
}
