import { expect, test } from './fixtures';

// The API's reference page (/api/docs, Swagger UI served by the query API) in a real browser, under the site's
// Content-Security-Policy: the fixtures fail the test on any violation or console error.

test('the API reference lists the calls from /api/openapi.json, with their roles and answers', async ({ page }) => {
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Idea platform API/ })).toBeVisible();

  const publish = page.locator('.opblock-post').filter({ hasText: '/api/admin/ideas/publish' });
  await expect(publish).toBeVisible();
  await publish.locator('.opblock-summary').click();
  await expect(publish.getByText('Access: admins.')).toBeVisible();
  for (const status of ['200', '400', '401', '403']) {
    await expect(publish.locator(`tr.response[data-code="${status}"]`)).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
});
