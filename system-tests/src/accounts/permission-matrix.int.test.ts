// The permission matrix (docs/product.md "Roles and permissions"): every guarded route × every kind of caller → the
// status the server answers, whatever the SPA shows. Later issues add their routes to ROUTES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDecider, type RequestJob } from '@app/domain/jobs/job-decider';
import { jobStreamId, type JobRequest } from '@app/domain/jobs/job-events';
import type { Actor } from '@app/domain/shared/decider';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createSealingCommandHandler } from '@app/command-api/app';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { nextId } from '@app/command-api/ids/id-sequences';
import { makeIdea } from '../marketplace-reads/catalog-test-kit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, SEED_PASSWORD, type AccountTestKit } from './account-test-kit';

const CALLERS = ['anonymous', 'unverified', 'FREE', 'PREMIUM', 'PRO', 'ADMIN'] as const;
type Caller = (typeof CALLERS)[number];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:target` is a throwaway FREE user made for each request, so destructive routes can run every time. */
  path: string;
  body?: unknown;
  expected: Record<Caller, number>;
}

const SIGNED_IN = { anonymous: 401, unverified: 200, FREE: 200, PREMIUM: 200, PRO: 200, ADMIN: 200 };
const ADMIN_ONLY = { anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 403, PRO: 403, ADMIN: 200 };
const PUBLIC = { anonymous: 200, unverified: 200, FREE: 200, PREMIUM: 200, PRO: 200, ADMIN: 200 };
const VERIFIED = { anonymous: 401, unverified: 403, FREE: 200, PREMIUM: 200, PRO: 200, ADMIN: 200 };

let testAccounts = 0;
/** Who records the jobs made directly (the generation call's check of the role is the decider's too). */
const MATRIX_ADMIN: Actor = { userId: 'system', role: 'ADMIN', emailVerified: true };
/** A well-formed job id no job has. */
const UNKNOWN_JOB = '0197a1b2-0000-7000-8000-000000000000';
/** An instant after every write of the run: an as-of view at it shows the entity as it is. */
const FAR_INSTANT = '2100-01-01T00:00:00Z';
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health', expected: PUBLIC },
  { method: 'GET', path: '/api/auth/verify', expected: SIGNED_IN },
  { method: 'GET', path: '/api/auth/check', expected: SIGNED_IN },
  { method: 'GET', path: '/api/users/stats', expected: SIGNED_IN },
  { method: 'POST', path: '/api/auth/resend-verification', expected: SIGNED_IN },
  { method: 'GET', path: '/api/admin/users', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/projections', expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/users/:target/role', body: { role: 'PRO' }, expected: ADMIN_ONLY },
  { method: 'DELETE', path: '/api/admin/users/:target', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/api/admin/users/test-accounts',
    get body() {
      testAccounts += 1;
      return { email: `free${testAccounts}@test.com`, username: `free tester ${testAccounts}`, password: 'Passw0rdX' };
    },
    expected: ADMIN_ONLY,
  },
  // Catalog writes. `:idea` is a throwaway idea and `:trend` a throwaway trend, made by the admin for each request.
  // Archiving is anyone's to ask and the idea's to refuse (no auto-delete here: 409 for all). Rows whose success
  // needs documents or a Published idea show the admin's refusal instead; idea-and-trend-commands/ tests the successes.
  { method: 'PUT', path: '/api/ideas/:idea/archive', expected: { anonymous: 409, unverified: 409, FREE: 409, PREMIUM: 409, PRO: 409, ADMIN: 409 } },
  { method: 'POST', path: '/api/admin/ideas/create/newidea', body: { title: 'Matrix idea', description: 'An idea for the permission matrix.' }, expected: { ...ADMIN_ONLY, ADMIN: 201 } },
  { method: 'PUT', path: '/api/admin/ideas/:idea', body: { title: 'Renamed idea' }, expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/ideas/:idea/type', body: { type: 'PREMIUM' }, expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/ideas/:idea/stamp', body: { stamp: 'Crazy' }, expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/ideas/:idea/auto-delete', body: { autoDeleted: true }, expected: ADMIN_ONLY },
  { method: 'DELETE', path: '/api/admin/ideas/:idea', expected: ADMIN_ONLY },
  // `:deletedIdea` is a throwaway idea the admin deleted; `:ugi` a throwaway shared UGI idea a PRO member generated.
  { method: 'POST', path: '/api/admin/deleted-ideas/restore/:deletedIdea', expected: ADMIN_ONLY },
  { method: 'POST', path: '/api/admin/deleted-ideas/restore/999999', expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  { method: 'POST', path: '/api/admin/ideas/publish', body: { ideaIds: [':ugi'] }, expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/ideas/:ugi/stamp?source=UGI', body: { stamp: 'Crazy' }, expected: ADMIN_ONLY },
  { method: 'DELETE', path: '/api/admin/ideas/:ugi?source=UGI', expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/ideas/:ugi/type?source=UGI', body: { type: 'FREE' }, expected: { ...ADMIN_ONLY, ADMIN: 400 } },
  {
    method: 'PUT',
    path: '/api/admin/prompts',
    body: { powerUpPrompts: { differentiators: 'List what sets {title} apart from its competitors.' } },
    expected: ADMIN_ONLY,
  },
  { method: 'POST', path: '/api/admin/ideas/publish', body: { ideaIds: [1] }, expected: ADMIN_ONLY },
  { method: 'POST', path: '/api/admin/ideas/unpublish', body: { ideaIds: [1] }, expected: ADMIN_ONLY },
  { method: 'PUT', path: '/api/admin/documents/999999', body: { content: 'x' }, expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  { method: 'POST', path: '/api/trends', body: { title: 'Matrix trend', description: 'A trend.', type: 'RFI' }, expected: { ...ADMIN_ONLY, ADMIN: 201 } },
  { method: 'POST', path: '/api/trends/:trend/ideas/batch', body: { ideaIds: [1] }, expected: { ...ADMIN_ONLY, ADMIN: 400 } },
  { method: 'POST', path: '/api/trends/:trend/ideas', body: { ideaId: 1 }, expected: { ...ADMIN_ONLY, ADMIN: 400 } },
  { method: 'DELETE', path: '/api/trends/:trend/ideas/1', expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  { method: 'DELETE', path: '/api/trends/:trend', expected: ADMIN_ONLY },
  {
    method: 'POST',
    path: '/api/builder-studio/apply',
    body: { name: 'Ada', email: 'ada@example.com', idea: 'An idea', problem: 'A problem', targetUsers: 'Everyone' },
    expected: { anonymous: 201, unverified: 201, FREE: 201, PREMIUM: 201, PRO: 201, ADMIN: 201 },
  },
  // Workspace writes. Saving needs a verified email, PREMIUM for a premium idea, and an idea the caller can see (the
  // throwaway `:idea` is unpublished: only ADMIN sees it). Rows on id 999999 show who gets past the role checks to
  // the owner-only 404; workspace-commands/ tests the successes.
  { method: 'POST', path: '/api/collections/:premium', expected: { anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 201, PRO: 201, ADMIN: 201 } },
  { method: 'POST', path: '/api/collections/:idea', expected: { anonymous: 401, unverified: 403, FREE: 404, PREMIUM: 404, PRO: 404, ADMIN: 201 } },
  { method: 'POST', path: '/api/collections/check-idea/100000/UGI', body: { title: 'x' }, expected: SIGNED_IN },
  ...(['generate-ugi', 'generate-ugp2p'] as const).map((call): Route => ({
    method: 'POST',
    path: `/api/ideas/${call}`,
    body: { userContext: 'Ports wait days for a free berth' },
    expected: { anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 403, PRO: 201, ADMIN: 201 },
  })),
  { method: 'PUT', path: '/api/ideas/edit/999999', body: { title: 'Renamed' }, expected: { ...VERIFIED, FREE: 404, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  { method: 'PUT', path: '/api/ideas/share/999999', body: { type: 'UGI' }, expected: { ...VERIFIED, FREE: 404, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  { method: 'POST', path: '/api/workspace/documents/generate', body: { ideaId: 999999, type: 'PRD' }, expected: { ...VERIFIED, FREE: 403, PREMIUM: 403, PRO: 404, ADMIN: 404 } },
  { method: 'POST', path: '/api/workspace/powerups/generate', body: { ideaId: 999999, type: 'VALIDATION_HACKS' }, expected: { ...VERIFIED, FREE: 403, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  { method: 'PUT', path: '/api/documents/edit/999999', body: { content: 'x' }, expected: { ...VERIFIED, FREE: 404, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  // Catalog reads. `:premium` is one Published PREMIUM idea (with its documents), made once; reads change nothing.
  { method: 'GET', path: '/api/ideas', expected: PUBLIC },
  { method: 'GET', path: '/api/ideas/:premium', expected: PUBLIC },
  { method: 'GET', path: '/api/ideas/:premium/hash', expected: { anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 200, PRO: 200, ADMIN: 200 } },
  { method: 'GET', path: '/api/ideas/:premium/validate-hash?hash=0', expected: PUBLIC },
  { method: 'GET', path: '/api/ideas/:premium/documents', expected: { anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 200, PRO: 200, ADMIN: 200 } },
  { method: 'GET', path: '/api/ideas/trends', expected: PUBLIC },
  { method: 'GET', path: '/api/trends', expected: PUBLIC },
  { method: 'GET', path: '/api/trends/ideas/by-type/RFI', expected: PUBLIC },
  { method: 'GET', path: '/api/trends/:trend', expected: VERIFIED },
  { method: 'GET', path: '/api/trends/:trend/ideas', expected: VERIFIED },
  { method: 'GET', path: '/api/admin/builder-studio-applicants', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/ideas/all', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/ideas/all?limit=500&source=UGC&sort=title&order=asc', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/ideas/categories', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/ideas/batches', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/ideas/:premium', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/ideas/:premium/documents', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/deleted-ideas', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/prompts', expected: ADMIN_ONLY },
  // Workspace reads. `:premiumDoc` is a document of the `:premium` idea: downloads are gated like the idea.
  { method: 'GET', path: '/api/collections', expected: SIGNED_IN },
  { method: 'GET', path: '/api/users/document-stats', expected: SIGNED_IN },
  { method: 'GET', path: '/api/workspace/insights', expected: { anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 200, PRO: 200, ADMIN: 200 } },
  // Someone else's copy, or none, is not in anyone's workspace.
  { method: 'GET', path: '/api/workspace/ideas/999999/changes', expected: { anonymous: 401, unverified: 404, FREE: 404, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  { method: 'GET', path: '/api/documents/999999999/download/md', expected: { anonymous: 404, unverified: 404, FREE: 404, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  { method: 'GET', path: '/api/documents/:premiumDoc/download/md', expected: { anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 200, PRO: 200, ADMIN: 200 } },
  // Payments (local provider). `:checkout` is a fresh checkout session of the FREE member's; paying it is left to the
  // payments suite (it would raise the FREE account every later row uses).
  { method: 'GET', path: '/api/stripe/prices', expected: PUBLIC },
  {
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    body: { priceId: 'price_local_premium', targetRole: 'PREMIUM' },
    expected: { anonymous: 401, unverified: 403, FREE: 200, PREMIUM: 409, PRO: 409, ADMIN: 409 },
  },
  {
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    body: { priceId: 'price_local_pro', targetRole: 'PRO' },
    expected: { anonymous: 401, unverified: 403, FREE: 200, PREMIUM: 200, PRO: 409, ADMIN: 409 },
  },
  { method: 'POST', path: '/api/stripe/webhook', body: { type: 'checkout.session.completed' }, expected: { anonymous: 400, unverified: 400, FREE: 400, PREMIUM: 400, PRO: 400, ADMIN: 400 } },
  { method: 'GET', path: '/api/payments/local/:checkout', expected: { anonymous: 401, unverified: 404, FREE: 200, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  { method: 'POST', path: '/api/payments/local/:checkout/cancel', expected: { anonymous: 401, unverified: 404, FREE: 200, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  { method: 'GET', path: '/api/subscription', expected: SIGNED_IN },
  { method: 'POST', path: '/api/subscription/cancel', expected: { anonymous: 401, unverified: 404, FREE: 404, PREMIUM: 404, PRO: 404, ADMIN: 404 } },
  // Admin AI operations, each a job. `:job` is a job the admin ran to its end (one free idea, answered within the
  // request), made once; `:runningJob` a fresh job recorded but never queued (as when the command API stops between
  // the two), so it is still running when the cancel comes. A document job for an unknown idea is answered with its
  // item's failure; admin-jobs/ tests what the jobs make.
  {
    method: 'POST',
    path: '/api/admin/ideas/generate-batch',
    body: { freeCount: 1, premiumCount: 0, batchNumber: 7, categories: 'FinTech', trendId: null, stamp: 'Crazy' },
    expected: ADMIN_ONLY,
  },
  { method: 'POST', path: '/api/admin/documents/generate', body: { ideaIds: [999999], type: 'PRD', generateAll: false }, expected: ADMIN_ONLY },
  { method: 'POST', path: '/api/admin/jobs/:runningJob/cancel', expected: ADMIN_ONLY },
  { method: 'POST', path: '/api/admin/jobs/:job/cancel', expected: { ...ADMIN_ONLY, ADMIN: 409 } },
  { method: 'POST', path: `/api/admin/jobs/${UNKNOWN_JOB}/cancel`, expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  { method: 'GET', path: '/api/admin/jobs/:job', expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/jobs/${UNKNOWN_JOB}`, expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  // The scoring rubric's commands: version 1 is the active one, not a draft; version 99 does not exist.
  { method: 'POST', path: '/api/admin/scoring/rubrics/1/rescore', expected: { ...ADMIN_ONLY, ADMIN: 409 } },
  { method: 'POST', path: '/api/admin/scoring/rubrics/1/activate', expected: { ...ADMIN_ONLY, ADMIN: 409 } },
  { method: 'POST', path: '/api/admin/scoring/rubrics/99/discard', expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  { method: 'GET', path: '/api/admin/jobs', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/jobs?status=running', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/batches', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/batch-docs', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/quality-control', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/quality-control?category=FinTech&batch=7', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/scoring/rubrics', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/scoring/rubrics/1/compare', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/scoring/rubrics/99/compare', expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  // The audit trail (docs/product.md "Admin: History and activity"). `:proMember` is the PRO member's user id: an
  // account, and a workspace holding the `:ugi` ideas (not a throwaway account: the per-address limit counts sign-ups).
  // As-of views are asked for a far instant, so they show the entity as it is; a UGP2P id no idea has shows who gets
  // past the role check to the 404. A rebuild goes to the studio applicants' projection (small, no reactions).
  { method: 'GET', path: '/api/admin/history/ideas/:premium', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/history/ideas/:premium?limit=200&before=5', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/history/users/:proMember', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/history/trends/:trend', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/history/ugi/:ugi', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/history/ugp2p/999999', expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  { method: 'GET', path: '/api/admin/history/workspaces/:proMember', expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/ideas/:premium/as-of?at=${FAR_INSTANT}`, expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/users/:proMember/as-of?at=${FAR_INSTANT}`, expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/trends/:trend/as-of?at=${FAR_INSTANT}`, expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/ugi/:ugi/as-of?at=${FAR_INSTANT}`, expected: ADMIN_ONLY },
  { method: 'GET', path: `/api/admin/ugp2p/999999/as-of?at=${FAR_INSTANT}`, expected: { ...ADMIN_ONLY, ADMIN: 404 } },
  { method: 'GET', path: '/api/admin/activity', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/activity?actor=seed&kind=ideas&type=IdeaCreated&limit=200', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/analytics', expected: ADMIN_ONLY },
  { method: 'GET', path: '/api/admin/analytics?from=2026-01-01&to=2026-12-31', expected: ADMIN_ONLY },
  { method: 'POST', path: '/api/admin/projections/studio_applicants/rebuild', expected: { ...ADMIN_ONLY, ADMIN: 202 } },
  { method: 'POST', path: '/api/admin/projections/no_such_projection/rebuild', expected: { ...ADMIN_ONLY, ADMIN: 404 } },
];

let kit: AccountTestKit;
const tokens = new Map<Caller, string | undefined>();
let throwaways = 0;

beforeAll(async () => {
  kit = await openAccountTestKit();
  tokens.set('anonymous', undefined);
  const unverified = await kit.request('POST', '/api/auth/register', {
    body: { email: 'unverified@example.com', username: 'unverified', password: 'Secret-pass1!', confirmPassword: 'Secret-pass1!' },
  });
  tokens.set('unverified', unverified.json<{ token: string }>().token);
  tokens.set('FREE', await kit.login('free@test.com', SEED_PASSWORD));
  tokens.set('PREMIUM', await kit.login('premium@test.com', SEED_PASSWORD));
  tokens.set('PRO', await kit.login('pro@test.com', SEED_PASSWORD));
  tokens.set('ADMIN', await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD));
});
afterAll(() => kit?.close());

async function throwawayUser(): Promise<string> {
  throwaways += 1;
  const name = `throwaway_${throwaways}`;
  const response = await kit.request('POST', '/api/auth/register', {
    body: { email: `${name}@example.com`, username: name, password: 'Secret-pass1!', confirmPassword: 'Secret-pass1!' },
  });
  return response.json<{ user: { id: string } }>().user.id;
}

let premiumIdea: Promise<number> | undefined;
/** A Published PREMIUM idea (the admin routes cannot publish: a new idea has no documents), read-visible once made. */
function premium(): Promise<number> {
  premiumIdea ??= (async () => {
    const { ideaId, position } = await makeIdea(kit.platform, { title: 'Matrix premium idea', type: 'PREMIUM' });
    if (!position || !(await kit.platform.runtime.waitForPosition(position, { timeoutMs: 10_000 }))) throw new Error('the matrix idea was not projected');
    return ideaId;
  })();
  return premiumIdea;
}

/** A document of the premium idea, as the admin reads it. */
async function premiumDocument(): Promise<number> {
  const response = await kit.request('GET', `/api/ideas/${await premium()}/documents`, { token: tokens.get('ADMIN')! });
  const [document] = response.json<{ documents: { id: number }[] }>().documents;
  if (!document) throw new Error('the matrix idea has no documents');
  return document.id;
}

/** A throwaway idea the admin has deleted. */
async function deletedIdea(): Promise<number> {
  const id = await throwaway('/api/admin/ideas/create/newidea', 'idea');
  const response = await kit.request('DELETE', `/api/admin/ideas/${id}`, { token: tokens.get('ADMIN')! });
  if (response.statusCode !== 200) throw new Error(`the matrix idea was not deleted: ${response.statusCode}`);
  return id;
}

/** A throwaway shared UGI idea, generated by the PRO member. */
async function sharedUserIdea(): Promise<number> {
  const response = await kit.request('POST', '/api/ideas/generate-ugi', {
    token: tokens.get('PRO')!,
    body: { userContext: 'Small farms lose their harvest to late frost', isPrivate: false },
  });
  if (response.statusCode !== 201) throw new Error(`the matrix user idea was not generated: ${response.statusCode}`);
  return response.json<{ idea: { id: number } }>().idea.id;
}

/** The PRO member's user id. */
async function proMember(): Promise<string> {
  const response = await kit.request('GET', '/api/auth/check', { token: tokens.get('PRO')! });
  return response.json<{ user: { id: string } }>().user.id;
}

/** A fresh checkout session of the FREE member's, for PREMIUM. */
async function freeMembersCheckout(): Promise<string> {
  const response = await kit.request('POST', '/api/stripe/create-checkout-session', {
    token: tokens.get('FREE')!,
    body: { priceId: 'price_local_premium', targetRole: 'PREMIUM' },
  });
  if (response.statusCode !== 200) throw new Error(`the matrix checkout was not created: ${response.statusCode}`);
  return response.json<{ sessionId: string }>().sessionId;
}

let finishedJob: Promise<string> | undefined;
/** A job the admin asked for and the workers finished within the request: one free idea. */
function job(): Promise<string> {
  finishedJob ??= (async () => {
    const response = await kit.request('POST', '/api/admin/ideas/generate-batch', { token: tokens.get('ADMIN')!, body: { freeCount: 1, premiumCount: 0, batchNumber: 8 } });
    if (response.statusCode !== 200) throw new Error(`the matrix job did not finish within the request: ${response.statusCode}`);
    return response.json<{ jobId: string }>().jobId;
  })();
  return finishedJob;
}

/** A fresh job of one free idea, recorded as the generation call records it but never queued, so no worker ends it. */
async function runningJob(): Promise<string> {
  const jobId = uuidv7();
  const ideaId = await nextId(kit.platform.infra.db.withTables<CommandApiDatabase>(), 'platform_idea_ids');
  const request: JobRequest = { kind: 'generate-ideas', batchNumber: 9, categories: '', trendId: null, stamp: null, items: [{ key: 'free-1', ideaId, type: 'FREE' }] };
  const command: RequestJob = { type: 'RequestJob', data: { jobId, request }, metadata: { actor: MATRIX_ADMIN, now: new Date() } };
  await createSealingCommandHandler(kit.platform.infra)(jobDecider, jobStreamId(jobId), command, {
    commandId: uuidv7(),
    correlationId: 'permission-matrix',
    causationId: 'permission-matrix',
  });
  return jobId;
}

async function throwaway(path: string, kind: 'idea' | 'trend'): Promise<number> {
  const body = { title: `Throwaway ${kind}`, description: `A throwaway ${kind} for one request.`, type: kind === 'trend' ? 'RFI' : 'FREE' };
  const response = await kit.request('POST', path, { token: tokens.get('ADMIN')!, body });
  return response.json<Record<typeof kind, { id: number }>>()[kind].id;
}

/** The route's body with the `:ugi` placeholder (in `ideaIds`) replaced by the throwaway user idea's id. */
function withUserIdea(body: unknown, ugi: number): unknown {
  return JSON.parse(JSON.stringify(body).replace('":ugi"', String(ugi)));
}

describe('permission matrix', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const answered: Record<string, number> = {};
      for (const caller of CALLERS) {
        let path = route.path.includes(':target') ? route.path.replace(':target', await throwawayUser()) : route.path;
        if (path.includes(':deletedIdea')) path = path.replace(':deletedIdea', String(await deletedIdea()));
        const ugi = path.includes(':ugi') || JSON.stringify(route.body ?? null).includes(':ugi') ? await sharedUserIdea() : undefined;
        if (ugi !== undefined) path = path.replace(':ugi', String(ugi));
        const body = ugi === undefined || route.body === undefined ? route.body : withUserIdea(route.body, ugi);
        if (path.includes(':idea')) path = path.replace(':idea', String(await throwaway('/api/admin/ideas/create/newidea', 'idea')));
        if (path.includes(':trend')) path = path.replace(':trend', String(await throwaway('/api/trends', 'trend')));
        if (path.includes(':premiumDoc')) path = path.replace(':premiumDoc', String(await premiumDocument()));
        if (path.includes(':premium')) path = path.replace(':premium', String(await premium()));
        if (path.includes(':proMember')) path = path.replace(':proMember', await proMember());
        if (path.includes(':checkout')) path = path.replace(':checkout', await freeMembersCheckout());
        if (path.includes(':runningJob')) path = path.replace(':runningJob', await runningJob());
        if (path.includes(':job')) path = path.replace(':job', await job());
        const token = tokens.get(caller);
        const response = await kit.request(route.method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
        answered[caller] = response.statusCode;
      }
      expect(answered).toEqual(route.expected);
    });
  }
});
