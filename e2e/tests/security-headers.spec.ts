import { expect, test } from './fixtures';

// The Content-Security-Policy as the browser enforces it (infra/src/http/security-headers.ts): what every other spec
// runs under, and proof that the fixtures' violation check (fixtures.ts) sees a violation when one happens.

test.describe('scripts', () => {
  test.use({ allowedConsoleErrors: /Executing inline script violates the following Content Security Policy directive/ });

  test('the SPA is served with the policy, and a script the page did not load is blocked and reported', async ({ page, cspViolations }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, 'an injected inline script must not run').toBe(false);
    expect(await cspViolations.take()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });
});

test.describe('framing', () => {
  test.use({ allowedConsoleErrors: /Framing .* violates the following Content Security Policy directive: "frame-ancestors 'none'"/ });

  test('no page of the site can be framed, not even by the site itself', async ({ page }) => {
    await page.goto('/terms');
    const framed = await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = '/marketplace';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await loaded;
      // A blocked frame shows the browser's error page, which is not of this origin.
      return frame.contentDocument?.getElementById('root') != null;
    });
    expect(framed).toBe(false);
  });
});
