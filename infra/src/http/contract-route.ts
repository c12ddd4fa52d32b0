// Routes registered from their contracts (domain/src/shared/api-contract.ts): the contract's access is checked before
// anything else (401/403 come before a 400, as the spec's answers always did), its params, query and body are
// validated by `validate` (validate.ts) and reach the handler typed, and its answers are checked against their
// schemas on the way out (the type provider's serializer): an answer that does not match fails the request that
// produced it, in tests as in production. Answers written as prepared bytes (the marketplace's lists) skip the
// serializer; their tests parse them with the same schemas. docs/architecture.md, "HTTP".
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorStatuses, errorBodySchema, type Access, type ApiContract, type ErrorStatus, type SuccessStatus } from '@app/domain/shared/api-contract';
import type { Actor } from '@app/domain/shared/decider';
import { requireRole, requireSignedIn, requireVerifiedEmail } from '@app/domain/users/permissions';
import { validatorCompiler } from './validate';

export type ContractSchema<C extends ApiContract> = {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: Record<ErrorStatus, typeof errorBodySchema> & C['responses'];
};

/** A signed-in contract's handler gets the actor the access check let through. */
type ActorOf<C extends ApiContract> = C['access'] extends 'public' ? unknown : { actor: Actor };

export type ContractRequest<C extends ApiContract> = FastifyRequest<RouteGenericInterface, RawServerDefault, IncomingMessage, ContractSchema<C>, ZodTypeProvider> & ActorOf<C>;
export type ContractReply<C extends ApiContract> = FastifyReply<RouteGenericInterface, RawServerDefault, IncomingMessage, ServerResponse, unknown, ContractSchema<C>, ZodTypeProvider>;

/**
 * What a handler may answer: a body of one of its schemas, or the reply it sent itself; anything, for a contract that
 * declares no success answer (a file, a web page).
 */
export type ContractAnswer<C extends ApiContract> =
  Extract<keyof C['responses'], SuccessStatus> extends never
    ? unknown
    : { [S in keyof C['responses']]: C['responses'][S] extends z.ZodType ? z.output<C['responses'][S]> : never }[keyof C['responses']];

export type ContractHandler<C extends ApiContract> = (request: ContractRequest<C>, reply: ContractReply<C>) => Promise<ContractAnswer<C> | ContractReply<C> | FastifyReply>;

/** The route options Fastify (and @fastify/swagger, for the document) takes from a contract. */
export function fastifySchema(contract: ApiContract): FastifySchema & Record<string, unknown> {
  const errors = Object.fromEntries(apiErrorStatuses(contract).map((status) => [status, errorBodySchema.describe(ERROR_DESCRIPTIONS[status])]));
  return {
    tags: [contract.tag],
    summary: contract.summary,
    description: `Access: ${accessDescription(contract.access)}.`,
    ...(contract.access === 'public' ? {} : { security: [{ bearer: [] }, { session: [] }] }),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.produces ? { produces: [contract.produces] } : {}),
    response: { ...errors, ...contract.responses },
  };
}

export interface RouteOptions {
  /**
   * A check that runs after the access check and before the input is validated, for a call whose refusals come in
   * the spec's order (a generation refused at its monthly cap before its text is read).
   */
  preValidation?: (request: FastifyRequest & { actor: Actor }) => Promise<void>;
  /** A streamed answer's @fastify/sse route option (the live feed, query-api/src/live/live.routes.ts). */
  sse?: { kind: 'only'; heartbeat: boolean };
}

export function route<const C extends ApiContract>(app: FastifyInstance, contract: C, handler: ContractHandler<C>, options: RouteOptions = {}): void {
  const access = accessGuard(contract.access);
  const check = options.preValidation;
  const guard =
    access && check
      ? async (request: FastifyRequest) => {
          await access(request);
          await check(request as FastifyRequest & { actor: Actor });
        }
      : access;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: fastifySchema(contract),
    // The route's own: whatever instance it is registered on (an API, a test's bare Fastify), its zod schemas work.
    // Fastify types a route's compilers by its whole schema object; they are called with each part's zod schema.
    validatorCompiler: validatorCompiler as FastifySchemaCompiler<FastifySchema>,
    serializerCompiler: serializerCompiler as FastifySerializerCompiler<FastifySchema>,
    ...(guard ? { preValidation: guard } : {}),
    ...(options.sse ? { sse: options.sse } : {}),
    handler: handler as unknown as RouteHandlerMethod,
  });
}

function accessGuard(access: Access): ((request: FastifyRequest) => Promise<void>) | undefined {
  const check = typeof access === 'object' ? (actor: Actor | null) => requireRole(requireVerifiedEmail(actor), access.role) : ACCESS_CHECKS[access];
  return check
    ? (request) => {
        check(request.actor);
        return Promise.resolve();
      }
    : undefined;
}

const ACCESS_CHECKS: Record<Exclude<Access, object>, ((actor: Actor | null) => Actor) | undefined> = {
  public: undefined,
  'signed-in': requireSignedIn,
  verified: requireVerifiedEmail,
  FREE: requireSignedIn,
  PREMIUM: (actor) => requireRole(actor, 'PREMIUM'),
  PRO: (actor) => requireRole(actor, 'PRO'),
  ADMIN: (actor) => requireRole(actor, 'ADMIN'),
};

function accessDescription(access: Access): string {
  if (typeof access === 'object') return `signed in with a verified email and role ${access.role} or higher`;
  return ACCESS_DESCRIPTIONS[access] ?? `signed in with role ${access} or higher`;
}

const ACCESS_DESCRIPTIONS: Partial<Record<Exclude<Access, object>, string>> = {
  public: 'anyone (a session, when sent, is read)',
  'signed-in': 'signed in',
  FREE: 'signed in',
  verified: 'signed in with a verified email',
  ADMIN: 'admins',
};

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: `message`, and for a form `errors` (field → message)',
  401: 'Not signed in, or the session ended',
  403: 'Signed in without the role or the verified email this needs',
  404: 'Nothing by that id, or the path names nothing',
  409: 'Refused by the current state',
  429: 'Too many requests: `Retry-After` says when to try again',
  503: 'Not serving now (another instance may): `Retry-After` when known',
};
