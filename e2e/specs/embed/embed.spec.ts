// Issue 15 item 7 in Chromium: a tenant's plain HTML page on another origin (e2e/embed/demo.html,
// served here on 127.0.0.1:18249, the e2e origin in tenants/arena.json embed_origins) mounts the
// portal's player with single-spa's mountRootParcel, plays it, and unmounts it cleanly; an event
// that needs access shows its poster and a link to the portal; embed.js alone mounts an element.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const DEMO_PORT = 18249;
const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
const repo = resolve(import.meta.dirname, '../../..');
const files: Record<string, { type: string; path: string }> = {
  '/demo.html': { type: 'text/html; charset=utf-8', path: resolve(repo, 'e2e/embed/demo.html') },
  '/single-spa.js': { type: 'text/javascript', path: resolve(repo, 'node_modules/single-spa/lib/es5/umd/single-spa.min.cjs') },
};

let server: Server;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', DEMO_ORIGIN).pathname];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(readFileSync(file.path));
  });
  await new Promise<void>((ok) => server.listen(DEMO_PORT, '127.0.0.1', ok));
});
test.afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
test.describe.configure({ timeout: 90_000 });

interface ApiEvent {
  id: number;
  title: string;
  commerceCoverage: string;
  availableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
}
async function archived(request: APIRequestContext, baseURL: string): Promise<ApiEvent[]> {
  const r = await request.post(new URL('/api/event/list', baseURL).href, { data: { status: 'archived', size: 100 } });
  expect(r.status()).toBe(200);
  return (await r.json()).content.entries as ApiEvent[];
}

async function openDemo(page: Page, baseURL: string, query = '') {
  await page.goto(`${DEMO_ORIGIN}/demo.html?portal=${encodeURIComponent(baseURL)}${query}`);
  await page.waitForFunction(() => 'PortalEmbed' in window);
}

const listeners = (page: Page) => page.evaluate(() => (window as unknown as { __listeners(): { window: string[]; document: string[] } }).__listeners());

test('a free archived event plays in the plain HTML page and unmounts cleanly, twice', async ({ page, request, baseURL }) => {
  const free = (await archived(request, baseURL!)).find(
    (e) => e.commerceCoverage === 'commerce_free_media' && e.availableForUser && e.isEventAvailableInUserRegion,
  )!;
  expect(free, 'a seeded free archived event').toBeTruthy();
  const media: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/')) media.push(r.url());
  });
  // The page's timers on Playwright's clock (at the normal pace), so the unmount check below can
  // run hls.js's loading and reload timers, had any survived, without waiting for them.
  await page.clock.install();
  await openDemo(page, baseURL!);
  // Load the parcel (and with it single-spa's, React's and the runtime's one-time listeners) first,
  // so before/after compares one mount's own listeners.
  await page.evaluate(() => (window as unknown as { PortalEmbed: { parcel(): Promise<unknown> } }).PortalEmbed.parcel());
  const before = await listeners(page);

  for (const round of [1, 2]) {
    expect(
      await page.evaluate((id) => (window as unknown as { demo: { mount(s: string, id: string): Promise<string> } }).demo.mount('slot-a', id), String(free.id)),
    ).toBe('MOUNTED');
    const slot = page.locator('#slot-a');
    const video = slot.locator('video');
    await expect(video).toHaveCount(1, { timeout: 20_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await slot.getByRole('button', { name: 'Play', exact: true }).first().click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(
      media.some((u) => u.includes(`/media/vod/${free.id}/`)),
      `round ${round}: hls.js fetched the stream cross-origin`,
    ).toBe(true);

    expect(await page.evaluate(() => (window as unknown as { demo: { unmount(s: string): Promise<string> } }).demo.unmount('slot-a'))).toBe('NOT_MOUNTED');
    await expect(page.locator('video, audio')).toHaveCount(0);
    await expect(slot).toBeEmpty();
    // hls.js destroyed: no playlist or segment is fetched after the unmount.
    const fetched = media.length;
    // 10 s of the page's time at once (a live playlist reloads every 2 s, the loader ticks every
    // 0.1 s), then two frames for a request they would have started to reach the network.
    await page.clock.runFor(10_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(media.length, `round ${round}: no media requests after unmount`).toBe(fetched);
    // Window listeners as before the mount. On the document, the first mount leaves exactly three
    // once-per-document listeners added when their modules first run, never per mount: React DOM's
    // selectionchange and Vidstack's focus-visible keydown/pointerdown (module scope of its
    // focus-visible observer). The second round must add nothing at all.
    const after = await listeners(page);
    expect(after.window, `round ${round}: window listeners as before the mount`).toEqual(before.window);
    expect(after.document, `round ${round}: document listeners`).toEqual(['keydown', 'pointerdown', 'selectionchange']);
    const open = await page.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.filter((s) => s.readyState !== WebSocket.CLOSED).length);
    expect(open, 'no socket left open').toBe(0);
  }
});

test('an event that needs access shows its poster and a link to watch on the portal', async ({ page, request, baseURL }) => {
  const members = (await archived(request, baseURL!)).find((e) => e.commerceCoverage === 'commerce_members_media')!;
  expect(members, 'a seeded members-only archived event').toBeTruthy();
  await openDemo(page, baseURL!);
  await page.evaluate((id) => (window as unknown as { demo: { mount(s: string, id: string): Promise<string> } }).demo.mount('slot-b', id), String(members.id));
  const link = page.locator('#slot-b').getByRole('link', { name: /^Watch on Arena Sports/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await link.getAttribute('href')).toBe(new URL(`/events/${members.id}/`, baseURL).href);
  await expect(page.locator('#slot-b video')).toHaveCount(0);
  await expect(page.locator('#slot-b img')).toHaveCount(1);
});

test('embed.js alone mounts a data-portal-event element, in the data-locale (Hebrew, right to left)', async ({ page, request, baseURL }) => {
  const members = (await archived(request, baseURL!)).find((e) => e.commerceCoverage === 'commerce_members_media')!;
  await openDemo(page, baseURL!, `&auto=${members.id}&locale=he`);
  const root = page.locator('#auto [data-embed-state="poster"]');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'he');
  await expect(root.getByRole('link', { name: /צפו ב־Arena Sports/ })).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { PortalEmbed: { unmount(el: Element): Promise<void> } }).PortalEmbed.unmount(document.getElementById('auto')!),
  );
  await expect(page.locator('#auto')).toBeEmpty();
});

test('CORS: the event read answers the listed embed origin only; other API calls never do', async ({ request, baseURL }) => {
  const [ev] = await archived(request, baseURL!);
  const read = (origin: string, path = `/api/event/get_by_id/id/${ev!.id}`) => request.get(new URL(path, baseURL).href, { headers: { origin } });
  expect((await read(DEMO_ORIGIN)).headers()['access-control-allow-origin']).toBe(DEMO_ORIGIN);
  expect((await read('http://127.0.0.1:18248')).headers()['access-control-allow-origin']).toBeUndefined();
  expect((await read(DEMO_ORIGIN, '/api/health')).headers()['access-control-allow-origin']).toBeUndefined();
  const script = await request.get(new URL('/embed.js', baseURL).href);
  expect(script.headers()['content-type']).toContain('javascript');
  expect((await script.body()).length, 'embed.js stays a few KB').toBeLessThan(5000);
});
