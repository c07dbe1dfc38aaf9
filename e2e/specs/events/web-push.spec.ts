// Web push of 'Notify me' reminders (issue 15 item 3, ADR 0036) in Debian's Chromium against the
// real API (arena: push on). Checked on this machine: with notifications granted, the root worker
// registers and activates, but pushManager.subscribe() rejects ("AbortError: Registration failed -
// permission denied": headless Chromium has no push service; FCM is unreachable anyway). So:
// 1. the real click flow: the worker is active at '/', the flow chunk loads only on the click,
//    subscribe fails, the reminder is still saved, the page says browser notifications are off,
//    and the socket toast still arrives when the event starts;
// 2. the real delivery path minus the push service: the API encrypts the reminder to a local push
//    service stand-in (keys made by the test, as a browser would), the test decrypts it and hands
//    exactly that payload to the real service worker (CDP ServiceWorker.deliverPushMessage); the
//    notification is shown with the API's texts, tag and URL, and a click on it (a NotificationEvent
//    dispatched inside the worker: no protocol clicks a system notification) sends the portal tab
//    to the event.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInThroughLoginPage, type Account } from '../../support/session.ts';
import { browserKeys, decryptPush, startPushService } from '../../support/push-service.ts';
import { roomJoins } from '../../support/realtime.ts';
import { toastSaying } from '../../support/toasts.ts';

// The English texts the shell sends when it subscribes (common namespace).
const common = JSON.parse(readFileSync(new URL('../../../shared/src/i18n/locales/en/common.json', import.meta.url), 'utf8')) as {
  reminder: { live: string; pushBody: string };
};

interface ApiEvent {
  id: number;
  title: string;
  date: string;
  commerceCoverage: string;
}

test.describe.configure({ timeout: 90_000 });

let accounts = 0;
async function account(request: APIRequestContext, baseURL: string): Promise<Account & { token: string }> {
  const email = `e2e.push.${process.pid}.${Date.now().toString(36)}.${++accounts}@example.test`;
  const password = 'correct horse battery 42';
  const r = await request.post(new URL('/api/user/register', baseURL).href, {
    data: { email, password, displayName: 'Pat Push', strategy: 'refresh', device_id: `e2e-push-${process.pid}-${accounts}`, device_name: 'Playwright' },
  });
  expect(r.status(), await r.text()).toBe(200);
  return { email, password, displayName: 'Pat Push', token: (await r.json()).content.tokenData.access_token };
}

/**
 * Upcoming free events, latest first: far from the clock, so only the dev start makes them live.
 * These tests take the second one: viewer-features.spec.ts, possibly running beside them, starts the first.
 */
async function upcoming(request: APIRequestContext, baseURL: string): Promise<ApiEvent[]> {
  const r = await request.post(new URL('/api/event/list', baseURL).href, { data: { status: 'upcoming', size: 50 } });
  const list = ((await r.json()).content.entries as ApiEvent[]).filter((e) => e.commerceCoverage === 'commerce_free_media');
  return list.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

async function workerRegistration(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    return {
      script: reg?.active?.scriptURL ?? null,
      state: reg?.active?.state ?? null,
      scope: reg?.scope ?? null,
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
}

async function notifications(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    return (await reg!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, lang: n.lang, data: n.data as unknown }));
  });
}

/** The worker's registration id, as DevTools knows it, for deliverPushMessage. */
async function pushTo(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const ids = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) ids.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.get(`${origin}/`) ?? null).not.toBeNull();
  return (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: ids.get(`${origin}/`)!, data });
}

test('Notify me: the root worker registers and activates, subscribe fails in this Chromium, the reminder still works and the page says browser notifications are off', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const me = await account(request, baseURL!);
  await signInThroughLoginPage(page, baseURL!, me);
  const ev = (await upcoming(request, baseURL!))[1]!;
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  const chunks: string[] = [];
  page.on('request', (r) => void (/web-push/.test(r.url()) && chunks.push(r.url())));
  // The push adapter loads for signed-in viewers only (never on an anonymous first visit).
  const adapter = page.waitForResponse((r) => /\/push\.[0-9a-f]{8}\.js$/.test(r.url()));

  await page.goto(`/events/${ev.id}/`);
  expect((await adapter).status()).toBe(200);
  const notify = page.getByRole('button', { name: 'Notify me' });
  await expect(notify).toHaveAttribute('aria-pressed', 'false');
  expect(chunks, 'the subscribe flow is not part of the page until the click').toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r ?? null))).toBeNull();

  await notify.click();
  await expect(notify).toHaveAttribute('aria-pressed', 'true');
  await expect(toastSaying(page, `We will let you know when ${ev.title} starts.`)).toBeVisible();
  const note = page.getByTestId('browser-notifications');
  await expect(note).toHaveAttribute('data-state', 'off');
  await expect(note).toHaveText('Notifications in this browser are off: the reminder appears here while the portal is open.');
  expect(chunks.length, 'the flow chunk loaded on the click').toBeGreaterThan(0);
  expect(
    warnings.some((w) => w.startsWith('Web push subscription failed') && /AbortError|push service|Registration failed/i.test(w)),
    warnings.join('\n'),
  ).toBe(true);

  const worker = await workerRegistration(page);
  expect(worker).toEqual({ script: `${baseURL}/push-sw.js`, state: 'activated', scope: `${baseURL}/`, controlled: true });

  // The socket path is untouched: when the event starts the toast still links to it.
  const joins = roomJoins(page);
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await joins.joinedOnce('join-user-room');
  expect((await request.post(new URL(`/api/dev/event/${ev.id}/start`, baseURL).href)).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Watch now' })).toBeVisible({ timeout: 15_000 });
});

test('a reminder the API pushes reaches the real service worker: shown with the API payload, collapsed by tag, a click sends the portal tab to the event; foreign URLs are dropped', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const service = await startPushService();
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const me = await account(request, baseURL!);
    const ev = (await upcoming(request, baseURL!))[1]!;
    const auth = { 'x-authorization': `Bearer ${me.token}` };

    // The browser side of a subscription, made by the test: Chromium cannot subscribe here.
    const keys = browserKeys(`${service.origin}/push/${ev.id}`);
    const texts = { title: common.reminder.live, body: common.reminder.pushBody };
    const saved = await request.post(new URL('/api/user/push_subscription', baseURL).href, { headers: auth, data: { ...keys.json, locale: 'en', texts } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await request.post(new URL('/api/user/reminder', baseURL).href, { headers: auth, data: { eventId: ev.id, on: true } })).status()).toBe(200);

    // A portal tab with the worker registered (test 1 shows the click flow doing the same).
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/push-sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const deliver = await pushTo(context, page, baseURL!);

    // The event starts: the API pushes the encrypted reminder to the stand-in, once.
    expect((await request.post(new URL(`/api/dev/event/${ev.id}/start`, baseURL).href)).status()).toBe(200);
    await expect.poll(() => service.received.length, { timeout: 15_000 }).toBe(1);
    const [message] = service.received;
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message!.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const payload = decryptPush(message!.body, keys);
    expect(JSON.parse(payload)).toEqual({
      title: `${ev.title} is live now`,
      body: 'Open this notification to watch.',
      url: `/events/${ev.id}/`,
      tag: `event-reminder-${ev.id}`,
      icon: '/assets/tenants/arena/icon.svg',
      lang: 'en',
      eventId: ev.id,
    });

    await deliver(payload);
    await expect
      .poll(() => notifications(page))
      .toEqual([
        {
          title: `${ev.title} is live now`,
          body: 'Open this notification to watch.',
          tag: `event-reminder-${ev.id}`,
          icon: `${baseURL}/assets/tenants/arena/icon.svg`,
          lang: 'en',
          data: { url: `${baseURL}/events/${ev.id}/` },
        },
      ]);
    // The same reminder again (a retry): one notification, by its tag. The worker has shown the
    // second one when the notification under that tag is a new one (showNotification stamps it).
    const shownAt = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.getRegistration('/'))!.getNotifications()).map((n) => (n as Notification & { timestamp: number }).timestamp),
      );
    const [firstShown] = await shownAt();
    await deliver(payload);
    await expect.poll(async () => (await shownAt()).some((t) => t !== firstShown)).toBe(true);
    expect(await notifications(page)).toHaveLength(1);

    // A click on it, inside the worker: the open portal tab goes to the event.
    const [worker] = context.serviceWorkers().filter((w) => w.url().endsWith('/push-sw.js'));
    expect(worker).toBeTruthy();
    await worker!.evaluate(async () => {
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(e: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [shown] = await sw.registration.getNotifications();
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: shown! }));
    });
    await expect(page).toHaveURL(`${baseURL}/events/${ev.id}/`, { timeout: 15_000 });
    await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => notifications(page)).toEqual([]); // closed by the click

    // Another origin's URL or icon in a payload is never used: the worker stays on the portal.
    await deliver(JSON.stringify({ title: 'Elsewhere', body: 'x', url: 'https://evil.example/steal', icon: 'https://evil.example/i.png', tag: 'foreign' }));
    await expect.poll(() => notifications(page)).toEqual([{ title: 'Elsewhere', body: 'x', tag: 'foreign', icon: '', lang: '', data: { url: `${baseURL}/` } }]);
    expect(service.received).toHaveLength(1); // delivered once
  } finally {
    await service.close();
  }
});
