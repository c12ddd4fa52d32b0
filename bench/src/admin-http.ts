// The admin's side of the HTTP benchmarks: the account the platform seeds from ADMIN_EMAIL / ADMIN_PASSWORD, its
// sign-in, and a GET that fails loudly (a benchmark must not measure error answers).

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' } as const;

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
