// The composed platform with the product's projections and the seeded accounts, for account-level API tests.
import type { LightMyRequestResponse } from 'fastify';
import { readConfig } from '@app/infra/config/config';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { seedAccounts } from '@app/command-api/seed/seed-accounts';
import { createPlatform, type Platform, type PlatformOptions } from '@app/scripts/platform';

export const SEED_PASSWORD = 'Seed-pass1!';
export const ADMIN_EMAIL = 'admin@test.com';
export const ADMIN_PASSWORD = 'Admin-pass1!';

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's IP (default 127.0.0.1): the rate limits count per address. */
  remoteAddress?: string;
}

export interface AccountTestKit {
  platform: Platform;
  /** The test's own database, for processes the test starts beside the platform. */
  databaseUrl: string;
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * `env`: more configuration (a payments provider, say) on top of the seeded accounts'; `options`: the platform's
 * (a job patience, say).
 */
export async function openAccountTestKit(env: Record<string, string> = {}, options: Partial<PlatformOptions> = {}): Promise<AccountTestKit> {
  const database: TestDatabase = await createTestDatabase();
  const config = readConfig({ SEED_PASSWORD, ADMIN_EMAIL, ADMIN_PASSWORD, ...env });
  const platform = await createPlatform({ ...options, config, databaseUrl: database.url });
  await seedAccounts({ ...platform.infra, publicUrl: config.publicUrl }, config.seed);
  // Every request waits for the projections to reach the last write, as the SPA's requests do.
  let lastPosition: string | undefined;
  const kit: AccountTestKit = {
    platform,
    databaseUrl: database.url,
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (lastPosition) headers['x-min-position'] = lastPosition;
      const { body, remoteAddress } = options;
      const response = await platform.app.inject({ method, url, headers, remoteAddress, ...(body === undefined ? {} : { payload: body as object }) });
      const position = response.headers['x-event-position'];
      if (typeof position === 'string') lastPosition = position;
      return response;
    },
    async login(email, password) {
      const response = await kit.request('POST', '/api/auth/login', { body: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async close() {
      await platform.close();
      await database.drop();
    },
  };
  return kit;
}
