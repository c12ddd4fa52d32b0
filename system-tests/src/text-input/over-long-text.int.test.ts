// A megabyte of text (what the body limit lets through) in any field of any call is refused at once, and the
// platform keeps answering everyone else meanwhile. It used to freeze: the admin's test-account password was checked
// with a pattern of three lookaheads and no length limit, 10.6 s for 100,000 characters, every request waiting. The
// schemas' side is text-limits.test.ts; this is the real platform, over HTTP and through every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, openTextInputKit, textFields, type TextInputKit } from './text-input-kit';

const MEGABYTE = 'a'.repeat(1_000_000);
/**
 * Generous: the machine is shared and a megabyte crosses the JSON parser; the quadratic check took minutes at this
 * size. Not a benchmark.
 */
const ANSWER_BOUND_MS = 3000;

let kit: TextInputKit;
beforeAll(async () => {
  kit = await openTextInputKit();
});
afterAll(() => kit?.close());

async function timed(request: () => Promise<Response>): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const response = await request();
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

describe('a megabyte of text', () => {
  it('as the password of an admin test account: a 400 at once, while a health check is answered', async () => {
    const base = await kit.platform.app.listen({ port: 0, host: '127.0.0.1' });
    const account = JSON.stringify({ email: 'megabyte.free@test.com', username: 'megabyte tester', password: MEGABYTE });
    const create = timed(() =>
      fetch(`${base}/api/admin/users/test-accounts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${kit.adminToken}`, 'content-type': 'application/json' },
        body: account,
      }),
    );
    // Sent once the megabyte is on its way: a blocked service would answer it only after the password's check.
    const health = new Promise((resolve) => setTimeout(resolve, 20)).then(() => timed(() => fetch(`${base}/api/health`)));
    const [refused, healthy] = await Promise.all([create, health]);

    expect(healthy.ms, 'the health check waited').toBeLessThan(ANSWER_BOUND_MS);
    expect(healthy.status).toBe(200);
    expect(refused.ms).toBeLessThan(ANSWER_BOUND_MS);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: { message: 'Password cannot exceed 128 characters', errors: { password: 'Password cannot exceed 128 characters' } },
    });
  });

  // Every call the platform registers (the kit's table is checked against them), every field text can go into.
  for (const call of CALLS) {
    it(`in any field of ${call.method} ${call.route}: refused below 500, at once`, async () => {
      const answers: { field: string; status: number; ms: number }[] = [];
      for (const field of textFields(call, kit.fixtures)) {
        const started = performance.now();
        const response = await kit.send(call, field, MEGABYTE);
        answers.push({ field, status: response.statusCode, ms: Math.round(performance.now() - started) });
      }
      expect(answers.filter(({ status, ms }) => status >= 500 || ms >= ANSWER_BOUND_MS)).toEqual([]);
      // Text where the call sends text is the client's mistake: a 400, never taken.
      const sentText = (field: string) => {
        const [part, ...path] = field.split('.');
        return part === 'body' && typeof path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], call.body!(kit.fixtures)) === 'string';
      };
      expect(answers.filter(({ field, status }) => sentText(field) && status !== 400)).toEqual([]);
    });
  }
});
