import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin-account';
import { login } from '../support/sessions';

interface ShellFixtures {
  /** Matches the console errors a test provokes on purpose. */
  allowedConsoleErrors: RegExp | undefined;
  failOnPageErrors: void;
  /** The Content-Security-Policy violations of the test's browser contexts. */
  cspViolations: CspViolations;
  failOnCspViolations: void;
}

// Every test fails on an uncaught page error or an unexpected console error, so a broken shell cannot pass
// by accident.
interface WorkerFixtures {
  /** The seeded admin's session token: each worker signs the admin in once (an argon2 verification) and shares it. */
  adminToken: string;
}

interface CspViolations {
  /** Those reported since the last call (waiting for reports under way), which are then forgotten. */
  take(): Promise<string[]>;
}

/** What the page reports of a `securitypolicyviolation` event. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const REPORT_BINDING = '__reportCspViolation';

/**
 * Reports every CSP violation of every page and pop-up of `context` to `record`. The listener is an init script, so
 * it is in place before the SPA's first script runs, on every navigation; the binding outlives navigations.
 */
async function watchCspViolations(context: BrowserContext, record: (violation: Violation) => void): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, violation: Violation) => record(violation));
  await context.addInitScript((binding) => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: Violation) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  }, REPORT_BINDING);
}

/** Lets reports of violations that just happened arrive before the test's verdict. */
async function flushReports(contexts: Iterable<BrowserContext>): Promise<void> {
  const pages = [...contexts].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  await Promise.all(pages.map((page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined)));
}

/** Also the contexts a test opens itself (a second user's browser, say). */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => Promise<void>): () => void {
  const listener = (context: BrowserContext) => void watch(context);
  browser.on('context', listener);
  return () => browser.off('context', listener);
}

export const test = base.extend<ShellFixtures, WorkerFixtures>({
  allowedConsoleErrors: [undefined, { option: true }],
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors?.test(text)) {
          errors.push(`console error: ${text}`);
        }
      });
      await use();
      expect(errors, 'errors reported by the page').toEqual([]);
    },
    { auto: true },
  ],
  // Kept apart from the console errors, which a test may allow: a CSP violation is never allowed. The policy is the
  // server's (infra/src/http/security-headers.ts); a page that needs more must change the page, not the policy.
  cspViolations: async ({ browser, context }, use) => {
    const violations: string[] = [];
    const contexts = new Set<BrowserContext>();
    const watch = async (watched: BrowserContext) => {
      contexts.add(watched);
      await watchCspViolations(watched, ({ directive, blocked, source, sample }) =>
        violations.push(`${directive} blocked ${blocked} at ${source}${sample ? `: ${sample}` : ''}`),
      );
    };
    await watch(context);
    const stopWatching = watchNewContexts(browser, watch);
    await use({
      async take() {
        await flushReports(contexts);
        return violations.splice(0);
      },
    });
    stopWatching();
  },
  failOnCspViolations: [
    async ({ cspViolations }, use) => {
      await use();
      expect(await cspViolations.take(), 'Content-Security-Policy violations (see infra/src/http/security-headers.ts)').toEqual([]);
    },
    { auto: true },
  ],
  adminToken: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
      await use(await login(api, ADMIN_EMAIL, ADMIN_PASSWORD));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };
