// Right answers from the server (issue 10 item 6, ADR 0020): a URL that is no page of the
// tenant answers HTTP 404 with the same HTML, so the shell shows its 404 page; real pages 200.
import { expect, test, type APIRequestContext } from '@playwright/test';

const kadur = (baseURL: string | undefined) => `http://kadur.localhost:${new URL(baseURL!).port}`;

async function firstId(request: APIRequestContext, path: string, body: object): Promise<number> {
  const response = await request.post(path, { data: body });
  expect(response.ok()).toBe(true);
  return Number((await response.json()).content.entries[0].id);
}

test('an unknown path answers 404 and shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
});

test('an event id that does not exist answers 404 and shows the 404 page; a real one 200 and its page', async ({ page, request }) => {
  const missing = await page.goto('/events/2000000000/');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();

  const id = await firstId(request, '/api/event/list', { size: 1, status: 'archived' });
  const found = await page.goto(`/events/${id}/`);
  expect(found?.status()).toBe(200);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
});

test('a league that does not exist answers 404; the home and list pages 200', async ({ page }) => {
  expect((await page.goto('/league/2000000000/'))?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect((await page.goto('/'))?.status()).toBe(200);
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect((await page.goto('/live/'))?.status()).toBe(200);
});

test('kadur: the paths of a remote it turned off answer 404, and its 404 page is in Hebrew', async ({ page, baseURL }) => {
  const response = await page.goto(`${kadur(baseURL)}/payment/success/`);
  expect(response?.status()).toBe(404);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await page.goto(`${kadur(baseURL)}/auth/login/`))?.status()).toBe(200);
});
