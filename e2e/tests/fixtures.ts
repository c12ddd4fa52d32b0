import { test as base, expect } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin-account';
import { login } from '../support/sessions';

interface ShellFixtures {
  /** Matches the console errors a test provokes on purpose. */
  allowedConsoleErrors: RegExp | undefined;
  failOnPageErrors: void;
}

// Every test fails on an uncaught page error or an unexpected console error, so a broken shell cannot pass
// by accident.
interface WorkerFixtures {
  /** The seeded admin's session token. The server allows 10 logins per email per 15 minutes, so each worker signs the admin in once and shares it. */
  adminToken: string;
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
