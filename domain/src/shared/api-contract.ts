// One contract per HTTP call: its method and path, who may call it, and the zod schemas of its path parameters,
// query, body and answers. The APIs register their routes from these (infra/src/http/contract-route.ts validates the
// input and the answers with them), the OpenAPI document is generated from them, and the SPA parses every answer with
// the same schema. docs/architecture.md, "HTTP".
import { z } from 'zod';
import type { Role } from './roles';
import { text } from './text';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone (a session, when sent, is still read); a signed-in user; a signed-in user whose email is
 * verified; a signed-in user of at least this role, and with a verified email when asked (domain/src/users/
 * permissions.ts decides each).
 */
export type Access = 'public' | 'signed-in' | 'verified' | Role | { verified: true; role: Role };

export type SuccessStatus = 200 | 201 | 202;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

export interface ApiContract {
  method: HttpMethod;
  /** Fastify's syntax: `/api/ideas/:id`. */
  path: string;
  /** The area the call belongs to (the OpenAPI tag). */
  tag: string;
  summary: string;
  access: Access;
  /** A path parameter that fails its schema names nothing: 404 with the schema's message. */
  params?: z.ZodType;
  /** Query and body failures: 400 with `message` and `errors` (field → message). */
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The success answers (none for an answer that is not JSON: a file, a web page), and an error answer whose body
   * says more than `{ message, errors }` (a refused publish names the missing documents).
   */
  responses: Partial<Record<SuccessStatus | ErrorStatus, z.ZodType>>;
  /**
   * The media type of an answer that is not JSON but is described by a success schema (a text file, a web page, an
   * image): the document lists the answer under it, and the handler sends it with that content type itself.
   */
  produces?: string;
  /** Error answers beyond those its access and input imply (apiErrorStatuses). */
  errors?: readonly ErrorStatus[];
  /** Registered only outside production (the dev mailbox): left out of production's document. */
  developmentOnly?: true;
}

/** Keeps the contract's literal types, so a route's handler and the SPA's caller see its exact schemas. */
export function apiContract<const C extends ApiContract>(contract: C): C {
  return contract;
}

/** Every error answer's body: the message, and for a form each field's first message. */
export const errorBodySchema = z.object({
  message: text(),
  errors: z.record(text(), text()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error answers a call can give: its declared ones, and those its access and its input imply. */
export function apiErrorStatuses(contract: ApiContract): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(contract.errors);
  if (contract.query || contract.body) statuses.add(400);
  if (contract.access !== 'public') statuses.add(401);
  if (contract.access !== 'public' && contract.access !== 'signed-in' && contract.access !== 'FREE') statuses.add(403);
  if (contract.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** A command's answer carries the position of its last event (read-your-writes), when it appended one. */
export function commandAnswer<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, position: text().optional() });
}

/** `{ message }`, the answer of a call that only reports it was done. */
export const messageAnswerSchema = commandAnswer({ message: text() });

/** Marks a path parameter's failure: the path names nothing, so the answer is a 404 with the message. */
export const NAMES_NOTHING = { namesNothing: true } as const;

/**
 * The largest id a path names. Ids come from Postgres sequences (ideas and trends from 1, members' ideas and
 * documents from 100000 up: command-api/src/ids) and the read models keep them as `integer`, so no id above
 * 2^31 - 1 exists anywhere: a larger number names nothing, and never reaches a query that would fail on it.
 */
export const MAX_PATH_ID = 2 ** 31 - 1;
const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** A path parameter that names something only when `names` holds: else 404 with `notFound`. */
export function pathParam(names: (value: string) => boolean, notFound: string) {
  return text().check(z.refine(names, { error: notFound, params: NAMES_NOTHING, abort: true }));
}

/** A path segment naming an idea, a trend or a document: a whole number from 1 to MAX_PATH_ID, else 404 `notFound`. */
export function pathId(notFound: string) {
  return pathParam((value) => ID_DIGITS.test(value) && Number(value) <= MAX_PATH_ID, notFound)
    .transform(Number)
    .describe(`a whole number from 1 to ${MAX_PATH_ID}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A path segment naming a user, a job or a checkout by its UUID, else 404 `notFound`. */
export function pathUuid(notFound: string) {
  return pathParam((value) => UUID.test(value), notFound).describe('a UUID');
}
