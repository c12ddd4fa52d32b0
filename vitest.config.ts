import { defineConfig } from 'vitest/config';

// Two tiers (CONVENTIONS.md): `*.test.ts` are pure and fast; `*.int.test.ts` use the real Postgres and NATS
// that the global setup starts. Real-browser tests live in e2e/ and run under Playwright, not here. The topology test
// (system-tests/src/topology/) starts a dozen processes of its own and kills some under load: it runs alone, as its
// own step of `npm test`, so the other files' load does not decide its timings.
const TOPOLOGY = 'system-tests/src/topology/**/*.int.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['*/src/**/*.test.ts', '*/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'e2e/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['*/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', 'e2e/**', TOPOLOGY],
          globalSetup: ['infra/src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The machine has 2 cores; files share one Postgres server.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'topology',
          include: [TOPOLOGY],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
