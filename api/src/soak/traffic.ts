// Mixed viewer traffic for the soak (issue 14 item 7): browse, sign in, refresh, socket joins and
// playback segment requests from a few concurrent "viewers", with latency per kind and the API's own
// leak counters (GET /api/dev/metrics) before, after and once every client has left.
import { io as ioClient } from 'socket.io-client';

export type Kind = 'browse' | 'event' | 'login' | 'refresh' | 'socket' | 'playback';

export interface Metrics {
  pid: number;
  memory: { rss: number; heapUsed: number; external: number };
  sockets: number;
  eventRooms: number;
  userRooms: number;
  listeners: number;
  db: { total: number; idle: number; waiting: number };
}

export interface SoakResult {
  seconds: number;
  requests: number;
  errors: number;
  /** Room joins asked again after a `busy` answer (the server's read gate was full). */
  busyRetries: number;
  errorRate: number;
  p50: number;
  p99: number;
  byKind: Record<Kind, { n: number; errors: number; p50: number; p99: number }>;
  firstErrors: string[];
  before: Metrics;
  /** Once every client has left (sockets closed, requests done). */
  after: Metrics;
}

export interface SoakOptions {
  base: string;
  seconds: number;
  /** Concurrent viewers, each doing one thing after another. */
  viewers: number;
  /** Called about every 10 s with the running counts. */
  progress?: (line: string) => void;
}

// What a viewer does next, by weight: mostly browsing and watching.
const PLAN: [Kind, number][] = [
  ['browse', 30],
  ['event', 15],
  ['playback', 25],
  ['socket', 15],
  ['refresh', 10],
  ['login', 5],
];

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0);

async function json(base: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field, as in the API tests' harness
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : {} };
}

export const readMetrics = async (base: string): Promise<Metrics> => (await json(base, '/api/dev/metrics')).body.content as Metrics;

export async function runSoak({ base, seconds, viewers, progress }: SoakOptions): Promise<SoakResult> {
  const list = (await json(base, '/api/event/list', { body: { size: 100 } })).body.content.entries as {
    id: number;
    status: string;
    commerceCoverage: string;
    availableForUser: boolean;
    isEventAvailableInUserRegion?: boolean;
    source: { hd: string | null };
  }[];
  // what an anonymous viewer may watch (free, not region-limited away): plain, cacheable media URLs
  const free = list.filter(
    (e) => e.commerceCoverage === 'commerce_free_media' && e.availableForUser && e.isEventAvailableInUserRegion !== false && e.source.hd,
  );
  const playable = free.filter((e) => e.status === 'archived');
  const rooms = free.filter((e) => e.status === 'live' || e.status === 'upcoming');
  if (!playable.length || !rooms.length) throw new Error('soak needs free archived and live/upcoming events in the seed');

  const users = await Promise.all(
    Array.from({ length: viewers }, async (_, i) => {
      const email = `soak.${process.pid}.${Date.now().toString(36)}.${i}@example.test`;
      const password = 'viewer in the stands 7';
      const device = `soak-device-${i}`;
      const r = await json(base, '/api/user/register', {
        body: { email, password, displayName: `Soak ${i}`, strategy: 'refresh', device_id: device, device_name: 'Soak/1.0' },
      });
      if (r.status !== 200) throw new Error(`soak register: ${r.status} ${JSON.stringify(r.body)}`);
      return { email, password, device, token: r.body.content.tokenData.access_token as string, refresh: r.body.content.tokenData.refresh_token as string };
    }),
  );

  const before = await readMetrics(base);
  const times: Record<Kind, number[]> = { browse: [], event: [], login: [], refresh: [], socket: [], playback: [] };
  const errors: Record<Kind, number> = { browse: 0, event: 0, login: 0, refresh: 0, socket: 0, playback: 0 };
  let busyRetries = 0;
  const firstErrors: string[] = [];
  const fail = (kind: Kind, what: string) => {
    errors[kind] += 1;
    if (firstErrors.length < 10) firstErrors.push(`${kind}: ${what}`);
  };
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const total = PLAN.reduce((n, [, w]) => n + w, 0);
  const nextKind = (): Kind => {
    let r = Math.random() * total;
    for (const [kind, w] of PLAN) if ((r -= w) < 0) return kind;
    return 'browse';
  };

  async function step(kind: Kind, user: (typeof users)[number]): Promise<void> {
    const started = performance.now();
    const ok = (status: number) => status === 200 || status === 304;
    try {
      if (kind === 'browse') {
        const r = await json(base, '/api/event/list', {
          body: { page: Math.floor(Math.random() * 3), size: 10 },
          token: Math.random() < 0.5 ? user.token : undefined,
        });
        if (!ok(r.status)) fail(kind, `list ${r.status}`);
      } else if (kind === 'event') {
        const r = await json(base, `/api/event/get_by_id/id/${pick(list).id}`, { token: user.token });
        if (!ok(r.status)) fail(kind, `get_by_id ${r.status}`);
      } else if (kind === 'login') {
        const r = await json(base, '/api/user/login', {
          body: { username: user.email, password: user.password, device_id: user.device, device_name: 'Soak/1.0', strategy: 'refresh' },
        });
        if (r.status !== 200) fail(kind, `login ${r.status} ${r.body.messageErrorCode}`);
        else Object.assign(user, { token: r.body.content.tokenData.access_token, refresh: r.body.content.tokenData.refresh_token });
      } else if (kind === 'refresh') {
        const r = await json(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: user.refresh } });
        if (r.status !== 200) fail(kind, `refresh ${r.status} ${r.body.messageErrorCode}`);
        else Object.assign(user, { token: r.body.content.access_token, refresh: r.body.content.refresh_token });
      } else if (kind === 'playback') {
        // master → a variant → its init segment and one media segment, like a player starting
        const master = new URL(pick(playable).source.hd!);
        const m = await fetch(master);
        const variantLine = (await m.text()).split('\n').find((l) => l && !l.startsWith('#'));
        if (!m.ok || !variantLine) return fail(kind, `master ${m.status}`);
        const variantUrl = new URL(variantLine, master);
        const v = await fetch(variantUrl);
        const lines = (await v.text()).split('\n');
        const init = /URI="([^"]+)"/.exec(lines.find((l) => l.startsWith('#EXT-X-MAP')) ?? '')?.[1];
        const segments = lines.filter((l) => l && !l.startsWith('#'));
        for (const u of [init, pick(segments)].filter(Boolean) as string[]) {
          const s = await fetch(new URL(u, variantUrl));
          await s.arrayBuffer();
          if (!s.ok) fail(kind, `segment ${s.status}`);
        }
      } else {
        await new Promise<void>((resolve) => {
          const socket = ioClient(base, {
            path: '/ws',
            transports: ['websocket'],
            reconnection: false,
            auth: { token: user.token },
            extraHeaders: { origin: base },
          });
          const done = (problem?: string) => {
            if (problem) fail(kind, problem);
            socket.close();
            resolve();
          };
          // long enough for a join's five `busy` retries (at most ~19 s) and the stay
          const timer = setTimeout(() => done('socket timeout'), 30_000);
          socket.on('connect_error', (e) => {
            clearTimeout(timer);
            done(`connect ${e.message}`);
          });
          socket.on('connect', () => {
            const eventId = pick(rooms).id;
            // Like the portal's client (shared/src/realtime): a join refused as `busy` (the read gate
            // for room requests was full) is asked again after a jittered, growing wait.
            const join = (attempt: number) =>
              socket.emit('join-event-room', { eventId }, (ack: { ok?: boolean; messageErrorCode?: string }) => {
                if (ack?.messageErrorCode === 'busy' && attempt < 5) {
                  busyRetries += 1;
                  const wait = 400 * 2 ** attempt;
                  return void setTimeout(() => join(attempt + 1), wait / 2 + Math.random() * wait);
                }
                if (!ack?.ok) {
                  clearTimeout(timer);
                  return done(`join ${JSON.stringify(ack)}`);
                }
                // stay a moment like a viewer on the page, then leave the way the page does
                setTimeout(
                  () => {
                    socket.emit('leave-event-room', { eventId }, () => {
                      clearTimeout(timer);
                      done();
                    });
                  },
                  200 + Math.random() * 800,
                );
              });
            join(0);
          });
        });
      }
    } catch (err) {
      fail(kind, (err as Error).message);
    } finally {
      times[kind].push(performance.now() - started);
    }
  }

  const deadline = Date.now() + seconds * 1000;
  const ticker = progress
    ? setInterval(() => {
        const n = Object.values(times).reduce((a, t) => a + t.length, 0);
        const e = Object.values(errors).reduce((a, b) => a + b, 0);
        progress(`${Math.round((deadline - Date.now()) / 1000)} s left: ${n} requests, ${e} errors`);
      }, 10_000)
    : undefined;
  await Promise.all(
    users.map(async (user) => {
      while (Date.now() < deadline) await step(nextKind(), user);
    }),
  );
  if (ticker) clearInterval(ticker);

  // Every client has left: give the server a moment to run its disconnect handlers.
  await new Promise((r) => setTimeout(r, 1500));
  const after = await readMetrics(base);

  const all = Object.values(times)
    .flat()
    .sort((a, b) => a - b);
  const requests = all.length;
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const byKind = Object.fromEntries(
    (Object.keys(times) as Kind[]).map((k) => {
      const s = [...times[k]].sort((a, b) => a - b);
      return [k, { n: s.length, errors: errors[k], p50: Math.round(pct(s, 50)), p99: Math.round(pct(s, 99)) }];
    }),
  ) as SoakResult['byKind'];
  return {
    seconds,
    requests,
    errors: errorCount,
    busyRetries,
    errorRate: requests ? errorCount / requests : 0,
    p50: Math.round(pct(all, 50)),
    p99: Math.round(pct(all, 99)),
    byKind,
    firstErrors,
    before,
    after,
  };
}
