// The permission matrix (spec 000 §6, 001 §6): every guarded route × every kind of caller → the status the server
// answers, whatever the SPA shows. Later issues add their routes to ROUTES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let testAccounts = 0;
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

describe('permission matrix', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const answered: Record<string, number> = {};
      for (const caller of CALLERS) {
        const path = route.path.includes(':target') ? route.path.replace(':target', await throwawayUser()) : route.path;
        const token = tokens.get(caller);
        const response = await kit.request(route.method, path, { ...(token ? { token } : {}), ...(route.body === undefined ? {} : { body: route.body }) });
        answered[caller] = response.statusCode;
      }
      expect(answered).toEqual(route.expected);
    });
  }
});
