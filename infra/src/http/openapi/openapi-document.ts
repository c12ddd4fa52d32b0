// The OpenAPI 3.1 document of both APIs, generated from their contracts by @fastify/swagger and the zod type
// provider's jsonSchemaTransform. In production the command API and the query API are separate processes behind a
// proxy that sends every GET to the query API, so the document cannot be one process's own routes: it is built from
// the contracts of both (api-contracts.ts), registered on a Fastify instance of its own that serves nothing.
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiContract } from '@app/domain/shared/api-contract';
import { fastifySchema } from '../contract-route';
import { API_CONTRACTS } from './api-contracts';

export const OPENAPI_INFO = {
  title: 'Idea platform API',
  version: '1',
  description:
    'Every call of the command API (POST, PUT, DELETE) and the query API (GET). Signed-in calls take the session token from ' +
    'login or registration as `Authorization: Bearer <token>`, or the httpOnly `session` cookie the same calls set. ' +
    'Errors answer `{ message }`, and a refused form also `errors` (field → message). A command answers the position of ' +
    'its last event (`position`, `x-event-position`); a read waits for the position sent as `x-min-position`.',
};

export async function buildOpenApiDocument(contracts: readonly ApiContract[]): Promise<OpenAPIV3_1.Document> {
  const app = Fastify({ logger: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token from POST /api/auth/login or /api/auth/register' },
          session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The httpOnly session cookie the same calls set' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  for (const contract of contracts) {
    app.route({
      method: contract.method,
      url: contract.path,
      schema: fastifySchema(contract),
      // Only described here: the APIs serve the calls.
      validatorCompiler: () => () => true,
      serializerCompiler: () => JSON.stringify,
      handler: (_request, reply) => reply.status(404).send(),
    });
  }
  await app.ready();
  const document = app.swagger() as OpenAPIV3_1.Document;
  await app.close();
  return document;
}

const documents = new Map<boolean, Promise<OpenAPIV3_1.Document>>();

/** The document of every call, those outside production left out of production's; built once per process. */
export function openApiDocument({ production }: { production: boolean }): Promise<OpenAPIV3_1.Document> {
  let document = documents.get(production);
  if (!document) {
    document = buildOpenApiDocument(API_CONTRACTS.filter((contract) => !(production && contract.developmentOnly)));
    documents.set(production, document);
  }
  return document;
}
