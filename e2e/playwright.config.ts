import { defineConfig } from '@playwright/test';
import { repoRoot } from './support/app-server';
import { freePort } from './support/free-port';

// Playwright evaluates this file in the runner and again in each worker. The runner picks the port first and
// hands it on through the environment, so every worker talks to the one server the runner started.
process.env.E2E_PORT ??= String(await freePort());
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores, shared with the server under test.
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's chromium (apt-get install chromium); Playwright's own browser downloads are never used.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    cwd: repoRoot,
    env: { PORT: port },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A cold start builds the SPA and boots the embedded Postgres.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
