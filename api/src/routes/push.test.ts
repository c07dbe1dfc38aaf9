// Web push of reminders (issue 15 item 3, ADR 0036) against a local push service stand-in: the
// test plays the browser (a P-256 key pair and an auth secret, as pushManager.subscribe makes),
// receives the API's POST on 127.0.0.1, checks the VAPID signature and decrypts the aes128gcm
// payload itself (RFC 8188/8291, written here independently of web-push).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import type { AppContext } from '../context.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { call, register, suitePortal } from '../testing/harness.ts';
import { browserKeys, decryptPush } from '../testing/push-browser.ts';
import { startLiveScheduler } from '../live/scheduler.ts';
import { deliverReminders } from '../live/reminders.ts';
import { createWebPush, type PushPayload } from '../push/sender.ts';
import { MAX_PUSH_SUBSCRIPTIONS, pushEndpointAllowed } from './push.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service stand-in: records every POST, answers per path (default 201), or never (hang). */
async function pushService() {
  const received: Received[] = [];
  const answers = new Map<string, number | 'hang'>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(req.url ?? '') ?? 201;
      if (answer === 'hang') return;
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** The VAPID header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`, audience the push service's origin. */
async function verifyVapid(header: string | undefined, audience: string, publicKey: string) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  assert.ok(m, `vapid authorization: ${header}`);
  assert.equal(m[2], publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, 'ES256');
  const { payload } = await jwtVerify(m[1]!, key, { audience });
  assert.match(String(payload.sub), /^(mailto:|https:)/);
}

const texts = { title: 'Live now: {{title}}', body: 'The event you asked about has started.' };

describe('web push reminders', () => {
  const suite = suitePortal();
  let service: Awaited<ReturnType<typeof pushService>>;
  before(async () => {
    service = await pushService();
  });
  after(() => service.close());

  const save = (token: string, body: unknown, headers?: Record<string, string>) => call(suite.base, '/api/user/push_subscription', { token, body, headers });
  const remove = (token: string, endpoint: string) => call(suite.base, '/api/user/push_subscription/remove', { token, body: { endpoint } });
  const rows = (ctx: AppContext, userId: number) => ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  test('the public config carries the VAPID key for a tenant with push on, and none for one with it off', async () => {
    const key = suite.portal.ctx.webPush!.publicKey;
    assert.equal(Buffer.from(key, 'base64url').length, 65);
    const arena = await call(suite.base, '/api/customer/config');
    assert.equal(arena.body.content.enable_notifications_oneSignal, true);
    assert.equal(arena.body.content.web_push_public_key, key);
    const kadur = await call(suite.base, '/api/customer/config', { headers: { cookie: 'portal_tenant=kadur' } });
    assert.equal(kadur.body.content.enable_notifications_oneSignal, false);
    assert.equal(kadur.body.content.web_push_public_key, undefined);
  });

  test('the service worker is served at the root with its scope header, a JS type and a policy of its own', async () => {
    const res = await call(suite.base, '/push-sw.js');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(res.headers.get('service-worker-allowed'), '/');
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.match(res.text, /addEventListener\('push'/);
    assert.match(res.text, /addEventListener\('notificationclick'/);
  });

  test('validation: 401 anonymous, 400 with messageErrorCode and message for every bad field, 400 push_not_enabled on a tenant without push', async () => {
    const a = await register(suite.base);
    const good = browserKeys(`${service.origin}/v`).json;
    assert.equal((await call(suite.base, '/api/user/push_subscription', { body: { ...good, locale: 'en', texts } })).status, 401);
    const bad: unknown[] = [
      {},
      { ...good, locale: 'en' },
      { ...good, texts },
      { ...good, locale: 'xx', texts },
      { ...good, endpoint: 'javascript:alert(1)', locale: 'en', texts },
      { ...good, endpoint: 'http://push.example.com/x', locale: 'en', texts },
      { ...good, endpoint: 'https://10.0.0.1/x', locale: 'en', texts },
      { ...good, endpoint: 'https://user:pw@push.example.com/x', locale: 'en', texts },
      { ...good, endpoint: `https://push.example.com/${'x'.repeat(3000)}`, locale: 'en', texts },
      { ...good, keys: { ...good.keys, p256dh: good.keys.auth }, locale: 'en', texts },
      { ...good, keys: { ...good.keys, auth: 'not base64!' }, locale: 'en', texts },
      { ...good, keys: { p256dh: Buffer.alloc(65, 3).toString('base64url'), auth: good.keys.auth }, locale: 'en', texts },
      { ...good, locale: 'en', texts: { title: '', body: 'x' } },
      { ...good, locale: 'en', texts: { title: 'x'.repeat(151), body: 'x' } },
    ];
    for (const body of bad) {
      const res = await save(a.token, body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 200)}: ${res.text}`);
      assert.ok(res.body.messageErrorCode && res.body.message, res.text);
    }
    assert.equal((await remove(a.token, '')).status, 400);
    assert.deepEqual(await rows(suite.portal.ctx, a.profile.id), []);

    const k = await register(suite.base, { headers: { cookie: 'portal_tenant=kadur' } });
    const off = await save(k.token, { ...good, locale: 'he', texts }, { cookie: 'portal_tenant=kadur' });
    assert.equal(off.status, 400);
    assert.equal(off.body.messageErrorCode, 'push_not_enabled');
  });

  test('the endpoint rule: https to a named host; loopback only in development', () => {
    assert.equal(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false), true);
    assert.equal(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', false), true);
    assert.equal(pushEndpointAllowed('http://127.0.0.1:9/x', false), false);
    assert.equal(pushEndpointAllowed('http://127.0.0.1:9/x', true), true);
    assert.equal(pushEndpointAllowed('http://[::1]:9/x', true), true);
    assert.equal(pushEndpointAllowed('https://localhost/x', false), false);
    assert.equal(pushEndpointAllowed('https://192.168.1.1/x', false), false);
    assert.equal(pushEndpointAllowed('ftp://push.example.com/x', true), false);
  });

  test('ownership: saved as mine, another user can neither remove it nor take it without its keys; the oldest beyond the limit go', async () => {
    const [a, b] = [await register(suite.base), await register(suite.base)];
    const sub = browserKeys(`${service.origin}/own-${a.profile.id}`);
    const saved = await save(a.token, { ...sub.json, locale: 'de', texts });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.content.endpoint, sub.json.endpoint);
    assert.equal((await save(a.token, { ...sub.json, locale: 'de', texts })).status, 200, 'idempotent');

    const notMine = await remove(b.token, sub.json.endpoint);
    assert.equal(notMine.status, 404);
    assert.equal(notMine.body.messageErrorCode, 'push_subscription_not_found');
    const other = browserKeys(sub.json.endpoint);
    const taken = await save(b.token, { ...other.json, locale: 'en', texts });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.messageErrorCode, 'push_subscription_conflict');
    const [row] = await rows(suite.portal.ctx, a.profile.id);
    assert.equal(row?.endpoint, sub.json.endpoint, 'still mine');
    assert.equal(row?.locale, 'de');

    // The same browser (same keys) signed in as b: the subscription follows the browser.
    assert.equal((await save(b.token, { ...sub.json, locale: 'en', texts })).status, 200);
    assert.equal((await rows(suite.portal.ctx, a.profile.id)).length, 0);
    assert.equal((await remove(b.token, sub.json.endpoint)).status, 200);
    assert.equal((await remove(b.token, sub.json.endpoint)).status, 404, 'gone');

    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 2; i += 1) {
      assert.equal((await save(a.token, { ...browserKeys(`${service.origin}/many-${a.profile.id}-${i}`).json, locale: 'en', texts })).status, 200);
    }
    const kept = (await rows(suite.portal.ctx, a.profile.id)).map((r) => r.endpoint).sort();
    assert.equal(kept.length, MAX_PUSH_SUBSCRIPTIONS);
    assert.ok(
      !kept.includes(`${service.origin}/many-${a.profile.id}-0`) && !kept.includes(`${service.origin}/many-${a.profile.id}-1`),
      'the oldest two dropped',
    );
  });

  test('when the event starts: one encrypted, VAPID-signed push per subscription of the reminded users, 410 removes the subscription, and only once', async () => {
    const [a, b, c] = [await register(suite.base), await register(suite.base), await register(suite.base)];
    const upcoming = (await call(suite.base, '/api/event/list', { body: { status: 'UPCOMING', size: 50, order: 'desc' } })).body.content.entries as Array<{
      id: number;
      date: string;
      title: string;
    }>;
    const ev = upcoming[0]!; // the latest: far from the real clock, the portal's own scheduler leaves it alone
    const browserA = browserKeys(`${service.origin}/a-${ev.id}`);
    const staleA = browserKeys(`${service.origin}/gone-${ev.id}`);
    const browserC = browserKeys(`${service.origin}/c-${ev.id}`);
    service.answers.set(`/gone-${ev.id}`, 410);
    assert.equal(
      (await save(a.token, { ...browserA.json, locale: 'fr', texts: { title: 'En direct : {{title}}', body: "L'événement a commencé." } })).status,
      200,
    );
    assert.equal((await save(a.token, { ...staleA.json, locale: 'en', texts })).status, 200);
    assert.equal((await save(c.token, { ...browserC.json, locale: 'en', texts })).status, 200, 'c has a browser but no reminder');
    for (const u of [a, b]) assert.equal((await call(suite.base, '/api/user/reminder', { token: u.token, body: { eventId: ev.id, on: true } })).status, 200);

    const sockets: Array<{ user: number; event: string }> = [];
    let now = Date.parse(ev.date) - 60_000;
    const ctx: AppContext = {
      ...suite.portal.ctx,
      settings: { ...suite.portal.ctx.settings, now: () => now },
      realtime: { emitToEvent() {}, emitToUser: (_t, user, event) => void sockets.push({ user, event }) },
    };
    const scheduler = startLiveScheduler(ctx, { intervalMs: 3_600_000 });
    const mine = () => service.received.filter((r) => r.path.endsWith(`-${ev.id}`));
    try {
      await scheduler.tick();
      await ctx.webPush!.settled();
      assert.equal(mine().length, 0, 'nothing before the start');
      now = Date.parse(ev.date) + 1000;
      assert.ok((await scheduler.tick()).started.includes(ev.id));
      assert.deepEqual(
        sockets
          .filter((s) => s.event === 'event-reminder')
          .map((s) => s.user)
          .sort(),
        [a.profile.id, b.profile.id].sort(),
        'the socket toast as before',
      );
      const reports = await ctx.webPush!.settled();
      assert.deepEqual(reports.at(-1), { sent: 1, removed: 1, failed: 0 });

      assert.deepEqual(
        mine()
          .map((r) => r.path)
          .sort(),
        [`/a-${ev.id}`, `/gone-${ev.id}`],
      );
      const got = mine().find((r) => r.path === `/a-${ev.id}`)!;
      assert.equal(got.headers['content-encoding'], 'aes128gcm');
      assert.equal(got.headers['content-type'], 'application/octet-stream');
      assert.equal(got.headers.ttl, '3600');
      assert.equal(got.headers.urgency, 'high');
      assert.equal(got.headers.topic, `event${ev.id}`);
      await verifyVapid(got.headers.authorization, service.origin, suite.portal.ctx.webPush!.publicKey);
      const payload = JSON.parse(decryptPush(got.body, browserA)) as PushPayload;
      assert.deepEqual(payload, {
        title: `En direct : ${ev.title}`,
        body: "L'événement a commencé.",
        url: `/events/${ev.id}/`,
        tag: `event-reminder-${ev.id}`,
        icon: '/assets/tenants/arena/icon.svg',
        lang: 'fr',
        eventId: ev.id,
      });
      assert.throws(() => decryptPush(got.body, browserC), 'only the subscribed browser can read it');
      assert.deepEqual(
        (await rows(suite.portal.ctx, a.profile.id)).map((r) => r.endpoint),
        [browserA.json.endpoint],
        '410: the stale subscription is gone',
      );

      const before = mine().length;
      await scheduler.tick();
      await deliverReminders(ctx, { id: ev.id, tenantId: 'arena', title: ev.title }); // a dev start after the scheduler
      await ctx.webPush!.settled();
      assert.equal(mine().length, before, 'delivered once');
    } finally {
      scheduler.stop();
    }
  });

  test('a push service that hangs or fails never holds up the socket delivery; failures are logged', async () => {
    const a = await register(suite.base);
    // any event: reminder rows are written directly (the test before started every upcoming one)
    const listed = await call(suite.base, '/api/event/list', { body: { status: 'LIVE', size: 5 } });
    const ev = listed.body.content.entries[0] as { id: number; title: string };
    assert.ok(ev, listed.text.slice(0, 300));
    const hang = browserKeys(`${service.origin}/hang-${ev.id}`);
    const broken = browserKeys(`${service.origin}/broken-${ev.id}`);
    service.answers.set(`/hang-${ev.id}`, 'hang');
    service.answers.set(`/broken-${ev.id}`, 500);
    for (const s of [hang, broken]) assert.equal((await save(a.token, { ...s.json, locale: 'en', texts })).status, 200);
    await suite.portal.ctx.db.insert((await import('../db/schema.ts')).eventReminders).values({ tenantId: 'arena', userId: a.profile.id, videoId: ev.id });

    const warnings: string[] = [];
    const sockets: number[] = [];
    const ctx: AppContext = {
      ...suite.portal.ctx,
      realtime: { emitToEvent() {}, emitToUser: (_t, user) => void sockets.push(user) },
      webPush: createWebPush(
        suite.portal.ctx,
        { ...(await devKeys()), subject: 'mailto:ops@example.com' },
        { timeoutMs: 300, log: { warn: (_o, msg) => void warnings.push(msg) } },
      ),
    };
    const started = Date.now();
    assert.deepEqual(await deliverReminders(ctx, { id: ev.id, tenantId: 'arena', title: ev.title }), [a.profile.id]);
    assert.deepEqual(sockets, [a.profile.id]);
    assert.ok(Date.now() - started < 250, 'the socket delivery did not wait for the push service');
    const [report] = await ctx.webPush!.settled();
    assert.deepEqual(report, { sent: 0, removed: 0, failed: 2 });
    assert.deepEqual(warnings.sort(), ['web push failed', 'web push refused']);
    assert.equal((await rows(suite.portal.ctx, a.profile.id)).length, 2, 'kept: a failure is not a goodbye');
    await suite.portal.ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, a.profile.id)));
  });
});

async function devKeys() {
  const { devVapidKeys } = await import('../push/vapid.ts');
  return devVapidKeys(undefined);
}
