// The database restarted under a running API (issue 14 item 1, PostgreSQL): an isolated
// portal on a throwaway PostgreSQL cluster (Debian's server, as api/scripts/with-postgres.sh).
// While the server is down, calls that need it fail at once with 503 and the error envelope
// (no hang, no stack, no crash of the API process); the page says so in words; once the
// server is back the same process answers again, without a restart.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/postgres.ts';
import { registerAccount, signInThroughLoginPage } from '../../support/session.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

test.describe.configure({ mode: 'serial' });

let postgres: ThrowawayPostgres;
let portal: IsolatedPortal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startThrowawayPostgres();
  portal = await startIsolatedPortal({ databaseUrl: postgres.url });
});

test.afterAll(async () => {
  await portal?.close();
  postgres?.destroy();
});

/** A call that needs the database, timed. */
async function timed(request: APIRequestContext, path: string, token: string, body?: unknown) {
  const started = Date.now();
  const response =
    body === undefined
      ? await request.get(`${portal.urls.portal}${path}`, { headers: { 'x-authorization': `Bearer ${token}` }, timeout: 15_000 })
      : await request.post(`${portal.urls.portal}${path}`, { headers: { 'x-authorization': `Bearer ${token}` }, data: body, timeout: 15_000 });
  return { status: response.status(), text: await response.text(), ms: Date.now() - started };
}

test('PostgreSQL restarted under the API: 503 with the error envelope during the gap, answers again afterwards without an API restart', async ({
  page,
  request,
}) => {
  test.slow();
  const origin = portal.urls.portal;
  // which process and database answer: the development metrics (the public health check says only its status)
  const health = async () => ((await (await request.get(`${origin}/api/dev/metrics`)).json()) as { content: { pid: number; database: string } }).content;
  const { pid, database } = await health();
  expect(database).toBe('postgres');
  const account = await registerAccount(request, origin, 'Drew Restart');
  await signInThroughLoginPage(page, origin, account, '/account/general/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.displayName);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal:userTokenData') ?? '{}') as { token?: string }).token ?? '');
  expect((await timed(request, '/api/user/get_profile', token)).status).toBe(200);

  postgres.stop();
  const gap: Array<{ status: number; text: string; ms: number }> = [];
  for (const call of [
    () => timed(request, '/api/user/get_profile', token),
    () => timed(request, '/api/user/update_profile', token, { data: { displayName: 'Drew Gap' } }),
  ]) {
    gap.push(await call());
  }
  for (const answer of gap) {
    expect(answer.status, answer.text).toBe(503);
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    expect(body.messageErrorCode).toBe('service_unavailable');
    expect(typeof body.message).toBe('string');
    expect(answer.text).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+|stack/);
    expect(answer.ms).toBeLessThan(6_000);
  }
  // The page says so in words (no blank page) while the database is away.
  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 15_000 });
  expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(10);

  postgres.start();
  const backAt = Date.now();
  await expect.poll(async () => (await timed(request, '/api/user/get_profile', token)).status, { timeout: 15_000, intervals: [250] }).toBe(200);
  const recoveredMs = Date.now() - backAt;
  expect((await timed(request, '/api/user/update_profile', token, { data: { displayName: 'Drew Back' } })).status).toBe(200);
  // Same API process: it recovered, nobody restarted it.
  expect((await health()).pid).toBe(pid);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drew Back');
  console.log(`database restart: gap answers ${gap.map((g) => `${g.status} in ${g.ms} ms`).join(', ')}; first 200 ${recoveredMs} ms after the server was back`);
});
