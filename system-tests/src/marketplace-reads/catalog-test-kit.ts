// The composed platform with the product's projections, the seeded accounts and helpers to make catalog ideas, for
// the catalog's API tests. Ideas are made through the one command handler (the idea decider), with their five
// documents when they are to be published (the admin routes cannot add documents: generation comes later). Every
// request carries the position of the last write, as the SPA's do, so reads see the writes before them.
import type { LightMyRequestResponse } from 'fastify';
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import type { Actor } from '@app/domain/shared/decider';
import { formatPosition, maxPosition, parsePosition, type Position } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';
import { readConfig } from '@app/infra/config/config';
import { createTestDatabase } from '@app/infra/testing/test-database';
import { createSealingCommandHandler } from '@app/command-api/app';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { allocateDocumentIds } from '@app/command-api/ids/idea-document-owners';
import { nextId } from '@app/command-api/ids/id-sequences';
import { seedAccounts } from '@app/command-api/seed/seed-accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_PASSWORD } from '../accounts/account-test-kit';
import { createPlatform, type Platform } from '@app/scripts/platform';

export const CALLERS = ['anonymous', 'unverified', 'FREE', 'PREMIUM', 'PRO', 'ADMIN'] as const;
export type Caller = (typeof CALLERS)[number];

const SYSTEM_ADMIN: Actor = { userId: 'system', role: 'ADMIN', emailVerified: true };
const DOCUMENT_TYPES = ['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH'] as const;

export interface NewTestIdea extends Partial<NewIdea> {
  title: string;
  /** Default true: published with its five documents. */
  published?: boolean;
  createdAt?: Date;
}

/**
 * Makes an idea through the one command handler as the system administrator: created with its five documents and
 * published (unless `published` is false). Answers its id and the position of its last event.
 */
export async function makeIdea(platform: Platform, idea: NewTestIdea): Promise<{ ideaId: number; position: Position | undefined }> {
  const db = platform.infra.db.withTables<CommandApiDatabase>();
  const handle = createSealingCommandHandler(platform.infra);
  const run = async (ideaId: number, type: IdeaCommand['type'], data: unknown, now: Date) => {
    const command = { type, data, metadata: { actor: SYSTEM_ADMIN, now } } as IdeaCommand;
    return (await handle(ideaDecider, ideaStreamId(ideaId), command, { commandId: uuidv7(), correlationId: 'catalog-test', causationId: 'catalog-test' })).position;
  };
  const ideaId = await nextId(db, 'platform_idea_ids');
  const published = idea.published ?? true;
  const documentIds = published ? await allocateDocumentIds(db, DOCUMENT_TYPES.map(() => ideaId)) : [];
  const documents = documentIds.map((documentId, index) => ({ documentId, type: DOCUMENT_TYPES[index]!, content: `# ${DOCUMENT_TYPES[index]} of ${idea.title}` }));
  const createdAt = idea.createdAt ?? new Date();
  let position = await run(ideaId, 'CreateIdea', { ideaId, idea: testIdea(idea), documents, createdAt }, createdAt);
  if (published) position = maxPosition(position, await run(ideaId, 'PublishIdea', {}, new Date()));
  return { ideaId, position };
}

export interface RequestOptions {
  as?: Caller;
  body?: unknown;
  /** Default true: the read waits for the last write (x-min-position). */
  fresh?: boolean;
  headers?: Record<string, string>;
}

export interface CatalogTestKit {
  platform: Platform;
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** GET, answered 200, as JSON. */
  get<T>(url: string, as?: Caller): Promise<T>;
  createIdea(idea: NewTestIdea): Promise<number>;
  /** Runs an idea command as the system administrator, at `now`. */
  onIdea(ideaId: number, type: IdeaCommand['type'], data?: unknown, now?: Date): Promise<void>;
  /** Appends events straight to a stream (what another part's commands would record), for the reads to see. */
  append(stream: string, events: { type: string; data: object }[]): Promise<void>;
  close(): Promise<void>;
}

export function testIdea({ published: _published, createdAt: _createdAt, ...idea }: NewTestIdea): NewIdea {
  return {
    description: `${idea.title}: a description`,
    category: 'FinTech',
    businessModel: 'B2B SaaS subscriptions',
    marketSize: '$1B',
    competition: 'Medium — a few incumbents',
    problem: `${idea.title} problem`,
    solution: `${idea.title} solution`,
    differentiation: 'differentiation',
    goToMarket: 'go to market',
    wowFactor: 'wow',
    revenue: 'revenue',
    timeline: '6 months',
    teamSize: '3 people',
    technologies: [],
    tags: ['tag'],
    mockup: 'https://example.com/mockup',
    country: 'Global',
    type: 'FREE',
    batchNumber: 1,
    stamp: null,
    ...idea,
  };
}

export async function openCatalogTestKit(options: { viewFlushMs?: number; webDist?: string } = {}): Promise<CatalogTestKit> {
  const database = await createTestDatabase();
  const config = readConfig({ SEED_PASSWORD, ADMIN_EMAIL, ADMIN_PASSWORD });
  const platform = await createPlatform({
    config,
    databaseUrl: database.url,
    viewFlushMs: options.viewFlushMs ?? 200,
    ...(options.webDist === undefined ? {} : { webDist: options.webDist }),
  });
  const { infra } = platform;
  await seedAccounts({ ...infra, publicUrl: config.publicUrl }, config.seed);
  const handle = createSealingCommandHandler(infra);
  let lastPosition: Position | undefined;
  const tokens = new Map<Caller, string>();

  const inject = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.as ? tokens.get(options.as) : undefined;
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastPosition && options.fresh !== false) headers['x-min-position'] = formatPosition(lastPosition);
    const response = await platform.app.inject({ method, url, headers, ...(options.body === undefined ? {} : { payload: options.body as object }) });
    const position = response.headers['x-event-position'];
    if (typeof position === 'string') lastPosition = maxPosition(lastPosition, parsePosition(position));
    return response;
  };
  const login = async (email: string, password: string) => {
    const response = await inject('POST', '/api/auth/login', { body: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  };

  const kit: CatalogTestKit = {
    platform,
    request: inject,
    async get(url, as) {
      const response = await inject('GET', url, as ? { as } : {});
      if (response.statusCode !== 200) throw new Error(`GET ${url} as ${as ?? 'anonymous'}: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async onIdea(ideaId, type, data = {}, now = new Date()) {
      const command = { type, data, metadata: { actor: SYSTEM_ADMIN, now } } as IdeaCommand;
      const envelope = { commandId: uuidv7(), correlationId: 'catalog-test', causationId: 'catalog-test' };
      const { position } = await handle(ideaDecider, ideaStreamId(ideaId), command, envelope);
      lastPosition = maxPosition(lastPosition, position);
    },
    async append(stream, events) {
      const at = new Date().toISOString();
      const recorded = events.map(({ type, data }) => {
        const id = uuidv7();
        return { id, type, data, metadata: { userId: SYSTEM_ADMIN.userId, commandId: id, correlationId: 'catalog-test', causationId: id, at } };
      });
      const { position } = await platform.infra.eventStore.append(stream, recorded, { expectedRevision: 'any' });
      lastPosition = maxPosition(lastPosition, position);
    },
    async createIdea(idea) {
      const { ideaId, position } = await makeIdea(platform, idea);
      lastPosition = maxPosition(lastPosition, position);
      return ideaId;
    },
    async close() {
      await platform.close();
      await database.drop();
    },
  };

  const unverified = await inject('POST', '/api/auth/register', {
    body: { email: 'unverified@example.com', username: 'unverified', password: 'Secret-pass1!', confirmPassword: 'Secret-pass1!' },
  });
  tokens.set('unverified', unverified.json<{ token: string }>().token);
  tokens.set('FREE', await login('free@test.com', SEED_PASSWORD));
  tokens.set('PREMIUM', await login('premium@test.com', SEED_PASSWORD));
  tokens.set('PRO', await login('pro@test.com', SEED_PASSWORD));
  tokens.set('ADMIN', await login(ADMIN_EMAIL, ADMIN_PASSWORD));
  return kit;
}
