// The admin's side of the HTTP benchmarks: the account the platform seeds from ADMIN_EMAIL / ADMIN_PASSWORD, its
// sign-in (over HTTP, or into a composed platform in the same process), and a GET that fails loudly (a benchmark must
// not measure error answers).
import type { Config } from '@app/infra/config/config';
import { seedAccounts } from '@app/command-api/seed/seed-accounts';
import type { createPlatform } from '@app/scripts/platform';

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' } as const;

/** Seeds the accounts of `seed` into a composed platform and signs its admin in: the session token. */
export async function signInPlatformAdmin(platform: Awaited<ReturnType<typeof createPlatform>>, seed: Config['seed']): Promise<string> {
  await seedAccounts({ ...platform.infra, publicUrl: 'http://localhost' }, seed);
  const response = await platform.app.inject({ method: 'POST', url: '/api/auth/login', payload: BENCH_ADMIN });
  return response.json<{ token: string }>().token;
}

/** The admin's session token. */
export async function signInAdmin(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function getJson<T>(origin: string, path: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${origin}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}
