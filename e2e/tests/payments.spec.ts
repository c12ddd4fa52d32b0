import type { APIRequestContext, Page } from '@playwright/test';
import { registerVerifiedMember } from '../support/members';
import { openWithToken } from '../support/sessions';
import { expect, test } from './fixtures';

// The paid path on the local payment provider (docs/product.md "Subscriptions and payments", "Accounts and sessions"):
// a new verified FREE member upgrades through the checkout pop-up, the page reloads when the pop-up closes, the member
// is PREMIUM and reads the premium idea; another one cancels and stays FREE; a paying PREMIUM member sees what the move
// to PRO costs now, confirms it, and comes back PRO.

interface Idea {
  id: number;
  title: string;
  problem: string | null;
}

async function getIdeas(request: APIRequestContext, path: string, token: string): Promise<unknown> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return response.json();
}

/** A premium idea as the member sees it (a FREE member gets it without its body). */
async function premiumIdea(request: APIRequestContext, token: string): Promise<Idea> {
  const { ideas } = (await getIdeas(request, '/api/ideas?type=PREMIUM&limit=1', token)) as { ideas: Idea[] };
  if (!ideas[0]) throw new Error('the seed has no premium idea');
  return ideas[0];
}

const uniqueName = (prefix: string, workerIndex: number) => `${prefix}_${workerIndex}_${Date.now() % 1_000_000}`;

/** From the premium idea's notice to the checkout pop-up, which shows the local provider's page. */
async function openCheckout(page: Page): Promise<Page> {
  await page.getByRole('note').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to PREMIUM' });
  await expect(dialog).toContainText('$9');
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Upgrade Now' }).click()]);
  await popup.waitForURL(/\/checkout\/[^/]+$/);
  await expect(popup.getByRole('heading', { name: 'Upgrade to PREMIUM' })).toBeVisible();
  await expect(popup.getByText('$9.00 / month')).toBeVisible();
  return popup;
}

/**
 * Closes the pop-up with its own button; the opener, polling it every second, reloads. The button closes the very page
 * it is on, sometimes before the click call returns ('Target page, context or browser has been closed'): that error
 * is the click doing its work once the pop-up is closed, and a failure otherwise.
 */
async function closePopup(page: Page, popup: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  const closed = popup.waitForEvent('close');
  const clicked = popup
    .getByRole('button', { name: 'Close Window' })
    .click()
    .catch(async (error: unknown) => {
      // The click's failure may arrive before the close event.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!popup.isClosed()) throw error;
    });
  await Promise.all([closed, clicked]);
  await reloaded;
}

test('a FREE member pays for PREMIUM in the pop-up, and the page comes back PREMIUM', async ({ page }, testInfo) => {
  const member = await registerVerifiedMember(page.request, uniqueName('payer', testInfo.workerIndex));
  const idea = await premiumIdea(page.request, member.token);
  await openWithToken(page, member.token, `/marketplace/${idea.id}`);
  await expect(page.getByRole('note')).toContainText('Premium Content');

  const popup = await openCheckout(page);
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(popup.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(popup.getByText('Thank you for your subscription. Your account has been upgraded.')).toBeVisible();
  await closePopup(page, popup);

  // The reloaded page reads the idea as PREMIUM: its body instead of the notice.
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  const { idea: unlocked } = (await getIdeas(page.request, `/api/ideas/${idea.id}`, member.token)) as { idea: Idea };
  expect(unlocked.problem, 'the problem of a premium idea, read as PREMIUM').toBeTruthy();
  await expect(page.getByRole('heading', { level: 2, name: 'Problem', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(unlocked.problem!.trim().slice(0, 40));

  await page.goto('/settings');
  await expect(page.getByText('PREMIUM TIER')).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText(/Renews on \w{3} \d{1,2}, \d{4}/);

  // Cancelling ends the plan at the period's end: the member stays PREMIUM until then.
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription' });
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(subscription).toContainText(/Ends on \w{3} \d{1,2}, \d{4}/);
  await expect(subscription.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('PREMIUM TIER')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Ends on');
});

test('a FREE member who cancels the checkout stays FREE', async ({ page }, testInfo) => {
  const member = await registerVerifiedMember(page.request, uniqueName('decliner', testInfo.workerIndex));
  const idea = await premiumIdea(page.request, member.token);
  await openWithToken(page, member.token, `/marketplace/${idea.id}`);

  const popup = await openCheckout(page);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(popup.getByText('No changes have been made to your account.')).toBeVisible();
  await closePopup(page, popup);

  await expect(page.getByRole('note')).toContainText('Premium Content');
  await page.goto('/settings');
  await expect(page.getByText('FREE TIER')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscription' })).toHaveCount(0);
});

/** Pays for PREMIUM through the local checkout, as the pop-up's Pay does. */
async function payForPremium(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/stripe/create-checkout-session', { headers, data: { priceId: 'price_local_premium', targetRole: 'PREMIUM' } });
  expect(started.ok(), 'start the PREMIUM checkout').toBe(true);
  const { sessionId } = (await started.json()) as { sessionId: string };
  expect((await request.post(`/api/payments/local/${sessionId}/complete`, { headers, data: {} })).ok(), 'pay for PREMIUM').toBe(true);
}

async function roleOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { user: { role: string } }).user.role;
}

test('a paying PREMIUM member sees the amount due now for PRO in the pop-up, pays it, and the page comes back PRO', async ({ page }, testInfo) => {
  const member = await registerVerifiedMember(page.request, uniqueName('upgrader', testInfo.workerIndex));
  await payForPremium(page.request, member.token);
  await openWithToken(page, member.token, '/');
  const pro = page.getByRole('region', { name: 'Pick the plan that fits your stage' }).getByRole('article', { name: 'Pro', exact: true });
  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to PRO' });
  await expect(dialog).toContainText('$19');
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Upgrade Now' }).click()]);

  // The pop-up asks before charging: the plan, its price, and what is due today. Paid for PREMIUM a moment ago, the
  // period has barely begun: the whole monthly difference ($19 − $9).
  await popup.waitForURL(/\/checkout\/pc_[^/]+$/);
  await expect(popup.getByRole('heading', { name: 'Upgrade to PRO' })).toBeVisible();
  const summary = popup.locator('.checkout__summary');
  await expect(summary).toContainText('$19.00 / month');
  await expect(summary.locator('.checkout__due')).toHaveText(/Due today\s*\$10\.00/);
  await expect(popup.getByText(/^Your PREMIUM plan becomes PRO now\. You pay the difference for the rest of your current billing period \(until \w{3} \d{1,2}, \d{4}\), then \$19\.00 \/ month\.$/)).toBeVisible();
  const sessionId = new URL(popup.url()).pathname.split('/').at(-1)!;
  const shown = await popup.request.get(`/api/payments/local/${sessionId}`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(((await shown.json()) as { planChange: { amountDue: number } }).planChange.amountDue, "the server's amount is the one shown").toBe(1000);
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await popup.setViewportSize({ width, height });
    const name = `plan-change-checkout-${width}`;
    await testInfo.attach(name, { body: await popup.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true }), contentType: 'image/png' });
  }
  // Shown, not charged.
  expect(await roleOf(page.request, member.token)).toBe('PREMIUM');

  await popup.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(popup.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(popup.getByText('Thank you for your subscription. Your account has been upgraded.')).toBeVisible();
  expect(await roleOf(page.request, member.token)).toBe('PRO');
  await closePopup(page, popup);

  await expect(pro).toContainText('Your plan');
  await page.goto('/settings');
  await expect(page.getByText('PRO TIER')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('PRO plan');
});
