import { test as base, expect } from '@playwright/test';

interface ShellFixtures {
  /** Matches the console errors a test provokes on purpose. */
  allowedConsoleErrors: RegExp | undefined;
  failOnPageErrors: void;
}

// Every test fails on an uncaught page error or an unexpected console error, so a broken shell cannot pass
// by accident.
export const test = base.extend<ShellFixtures>({
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
});

export { expect };
