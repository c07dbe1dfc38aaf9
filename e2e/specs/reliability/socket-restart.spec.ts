// Socket server restarted under an open event page (issue 14 item 1): the dev-only
// POST /api/dev/faults/socket-restart closes every socket.io connection of the isolated
// portal and refuses handshakes for 3 s (the HTTP API stays up). The page must reconnect
// within the product's backoff (1-5 s, randomization 0.5, so at most ~7.5 s after the gap),
// rejoin its event and user rooms (read on the server's adapter), and an
// `event-url-change` pushed after the restart must still swap the stream in, without a reload.
import { errors, expect, test, type APIRequestContext, type WebSocket } from '@playwright/test';
import { registerAccount, signInThroughLoginPage } from '../../support/session.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

test.describe.configure({ mode: 'serial' });

const GAP_S = 3;
/** product backoff: 1 s first, at most 5 s, randomization 0.5 → a wait never exceeds 7.5 s. */
const MAX_WAIT_AFTER_GAP_MS = 7_500;
let portal: IsolatedPortal;

test.beforeAll(async () => {
  portal = await startIsolatedPortal();
});

test.afterAll(async () => {
  await portal?.close();
});

async function upcomingEvent(request: APIRequestContext) {
  const r = await request.post(`${portal.urls.portal}/api/event/list`, { data: { status: 'upcoming', size: 50 } });
  expect(r.status()).toBe(200);
  const entries = ((await r.json()) as { content: { entries: Array<{ id: number; availableForUser: boolean; isEventAvailableInUserRegion: boolean }> } })
    .content.entries;
  // The last one starts furthest away: only our dev call starts it.
  return entries.filter((e) => e.availableForUser && e.isEventAvailableInUserRegion).at(-1)!;
}

interface Connection {
  ws: WebSocket;
  openedAt: number;
  sent: string[];
  received: string[];
  closed: boolean;
}

/**
 * A message pushed to a room from the server side (the running portal's own realtime):
 * true once the page's current connection received it, i.e. the page is in that room.
 */
async function reaches(connection: () => Connection | undefined, push: (marker: string) => void): Promise<boolean> {
  const c = connection();
  if (!c) return false;
  const marker = `probe-${Math.random().toString(36).slice(2)}`;
  // Listening before the push; the frame is the answer. A page outside the room never gets it: a
  // short wait for it (500 ms, a frame's way over loopback) decides "not yet", and so does the
  // connection ending under it: closed, or a socket error (Playwright's "Socket error"), which is
  // how a handshake refused during the gap ends (CI saw it). Anything else fails the test.
  const arrived = c.ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes(marker), timeout: 500 });
  push(marker);
  return arrived.then(
    () => true,
    (error: Error) => {
      if (error instanceof errors.TimeoutError || /\bSocket (closed|error)$/.test(error.message)) return false;
      throw error;
    },
  );
}

test('after a socket server restart the event page reconnects within the backoff, rejoins its rooms, and a stream change still arrives', async ({
  page,
  request,
}) => {
  test.slow();
  const origin = portal.urls.portal;
  const account = await registerAccount(request, origin, 'Quinn Reconnect');
  await signInThroughLoginPage(page, origin, account);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal:userTokenData') ?? '{}') as { token?: string }).token);
  const profile = await request.get(`${origin}/api/user/get_profile`, { headers: { 'x-authorization': `Bearer ${token}` } });
  const uid = Number(((await profile.json()) as { content: { id: number } }).content.id);

  const event = await upcomingEvent(request);
  const connections: Connection[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ws/')) return;
    const c: Connection = { ws, openedAt: Date.now(), sent: [], received: [], closed: false };
    connections.push(c);
    ws.on('framesent', (f) => c.sent.push(String(f.payload)));
    ws.on('framereceived', (f) => c.received.push(String(f.payload)));
    ws.on('close', () => (c.closed = true));
    // A refused handshake may end with an error and no close: it is not the page's connection.
    ws.on('socketerror', () => (c.closed = true));
  });
  const current = () => connections.filter((c) => !c.closed).at(-1);
  const toEvent = (m: string) => portal.ctx.realtime.emitToEvent('arena', event.id, 'e2e-probe', { m });
  const toUser = (m: string) => portal.ctx.realtime.emitToUser('arena', uid, 'e2e-probe', { m });

  await page.goto(`${origin}/events/${event.id}/`);
  await expect(page.getByTestId('upcoming-panel')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect.poll(() => reaches(current, toEvent), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => reaches(current, toUser), { timeout: 10_000 }).toBe(true);
  const first = current()!;

  const restart = await request.post(`${origin}/api/dev/faults/socket-restart`, { data: { seconds: GAP_S } });
  expect(restart.status()).toBe(200);
  const restartedAt = Date.now();
  expect(((await restart.json()) as { content: { closed: number } }).content.closed).toBeGreaterThanOrEqual(1);
  await expect.poll(() => first.closed, { timeout: 2_000 }).toBe(true);

  // Back in both rooms on a new connection, within the gap plus one backoff wait.
  await expect
    .poll(async () => current() !== undefined && current() !== first && (await reaches(current, toEvent)) && (await reaches(current, toUser)), {
      timeout: GAP_S * 1000 + MAX_WAIT_AFTER_GAP_MS,
      intervals: [100],
    })
    .toBe(true);
  const rejoinedMs = Date.now() - restartedAt;
  const again = current()!;
  expect(again.sent.some((f) => f.includes('join-event-room'))).toBe(true);
  expect(again.sent.some((f) => f.includes('join-user-room'))).toBe(true);
  expect(again.openedAt - restartedAt).toBeGreaterThanOrEqual(GAP_S * 1000 - 200);
  expect(rejoinedMs).toBeLessThanOrEqual(GAP_S * 1000 + MAX_WAIT_AFTER_GAP_MS);
  test.info().annotations.push({
    type: 'figure',
    description: `rooms rejoined ${rejoinedMs} ms after the restart (gap ${GAP_S * 1000} ms), ${connections.length - 1} handshake(s) refused or replaced`,
  });
  console.log(`socket restart: rooms rejoined ${rejoinedMs} ms after the restart (gap ${GAP_S * 1000} ms)`);

  // A stream change pushed now reaches the page over the new connection and swaps the player in.
  const started = await request.post(`${origin}/api/dev/event/${event.id}/start`);
  expect(started.status()).toBe(200);
  await expect.poll(() => again.received.some((f) => f.includes('event-url-change'))).toBe(true);
  await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('upcoming-panel')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the restart hook is development-only: a production portal answers 404', async () => {
  const production = await startIsolatedPortal({ devMode: false });
  try {
    const r = await fetch(`${production.urls.portal}/api/dev/faults/socket-restart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 1 }),
    });
    expect(r.status).toBe(404);
    expect(((await r.json()) as { messageErrorCode: string }).messageErrorCode).toBe('not_found');
  } finally {
    await production.close();
  }
});
