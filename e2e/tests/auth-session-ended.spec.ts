import type { APIRequestContext, Page } from '@playwright/test';
import { registerVerifiedMember } from '../support/members';
import { toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// A session that ends on the server while the tab still shows the member signed in (logged out from another device,
// here another request context): the next call, a write or a read, is answered 401, and the tab says 'Session
// expired, please login again' above Sign In, forgets the token and shows the signed-out nav (docs/decisions.md, "A
// session the server refuses, in the SPA"). Signing in again in that dialog carries on.

test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/ });

const PASSWORD = 'Str0ng!pass';
const uniqueName = (prefix: string, workerIndex: number) => `${prefix}_${workerIndex}_${Date.now() % 1_000_000}`;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs in through the Sign In dialog, as a member does. */
async function signIn(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page)).toContainText('Login Successful');
  await expect(dialog).toHaveCount(0);
}

/** Ends the tab's session on the server, from somewhere else: a logout with the same token. */
async function logOutElsewhere(request: APIRequestContext, token: string) {
  const response = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), 'logout from another context').toBe(true);
  expect((await request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
}

/** The refused session's dialog: the reason, the Sign In form, the token gone and the nav signed out. */
async function expectSessionEnded(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByRole('alert')).toHaveText('Session expired, please login again');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
}

async function signedInMember(page: Page, request: APIRequestContext, prefix: string, workerIndex: number) {
  const { email } = await registerVerifiedMember(request, uniqueName(prefix, workerIndex));
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signIn(page, email);
  const token = await storedToken(page);
  expect(token, 'the token the sign-in stored').toBeTruthy();
  return { email, token: token! };
}

test('a write with an ended session: Save Idea opens Sign In with the reason, and signing in again saves', async ({ page, request }, testInfo) => {
  const member = await signedInMember(page, request, 'ended_write', testInfo.workerIndex);
  await logOutElsewhere(request, member.token);

  const card = page.getByRole('list', { name: 'Ideas' }).getByRole('article').filter({ hasNot: page.getByText('(locked)') }).first();
  await card.getByRole('button', { name: 'Save Idea' }).click();
  await expectSessionEnded(page);
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    const name = `session-expired-${width}`;
    await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await testInfo.attach('session-ended-dialog', { body: await page.screenshot(), contentType: 'image/png' });

  await signIn(page, member.email);
  expect(await storedToken(page)).not.toBe(member.token);
  await card.getByRole('button', { name: 'Save Idea' }).click();
  await expect(toasts(page)).toContainText('Idea saved to your workspace');
});

test('a read with an ended session: opening the workspace opens Sign In with the reason', async ({ page, request }, testInfo) => {
  const member = await signedInMember(page, request, 'ended_read', testInfo.workerIndex);
  await logOutElsewhere(request, member.token);

  // In the app, without a reload: the workspace reads the member's collections.
  await nav(page).getByRole('link', { name: 'Workspace' }).click();
  await expectSessionEnded(page);
  await expect(nav(page).getByRole('link', { name: 'Workspace' })).toHaveCount(0);
});
