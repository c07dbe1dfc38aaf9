// Property-based API fuzzer (issue 14 item 4): every route of the app's own route table gets
// generated bodies, queries, path params and headers, anonymous and signed in. Asserted: no 5xx,
// no hang, every API 4xx is the error envelope, rejected calls change no rows, and the invariants
// below hold afterwards. FUZZ_RUNS (default 15) sets the runs per route and caller; FUZZ_REPORT=file
// writes the per-route tallies (docs/reliability.md quotes them).
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { call, register, suitePortal, writeFiles } from '../testing/harness.ts';
import { routeTableFor, type RouteEntry } from '../http/auth.ts';
import { devices, follows, media, payments, sessions, tags, users, watchlist, contracts } from '../db/schema.ts';
import type { AppContext } from '../context.ts';
import { requestArb, type FuzzRequest } from './arbitraries.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const REQUEST_TIMEOUT_MS = 10_000;

const COUNTED = { users, devices, sessions, tags, media, follows, watchlist, payments, contracts };

/** Rows per table that a rejected call must leave as they were. */
async function rowCounts(ctx: AppContext): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) out[name] = Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);
  return out;
}

/** Invariants that any sequence of calls must keep. Returns what is broken (empty when none). */
async function invariants(ctx: AppContext): Promise<string[]> {
  const broken: string[] = [];
  const limits = new Map(ctx.tenants.tenants.map((t) => [t.id, t.device_limit]));
  // 1. no user holds more devices than the tenant's limit
  for (const r of await ctx.db
    .select({ userId: devices.userId, tenantId: devices.tenantId, n: count() })
    .from(devices)
    .groupBy(devices.userId, devices.tenantId)) {
    if (Number(r.n) > (limits.get(r.tenantId) ?? Infinity)) broken.push(`user ${r.userId} has ${r.n} devices (limit ${limits.get(r.tenantId)})`);
  }
  // 2. every active session sits on a registered device of its user
  const orphans = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.status, 'active'),
        sql`not exists (select 1 from ${devices} d where d.user_id = ${sessions.userId} and d.device_id = ${sessions.deviceId})`,
      ),
    );
  if (orphans.length) broken.push(`${orphans.length} active sessions without a device`);
  // 3. tags and user clips keep their time order; user clips belong to a user
  const badTags = await ctx.db.select({ id: tags.id }).from(tags).where(gt(tags.startMs, tags.endMs));
  if (badTags.length) broken.push(`${badTags.length} tags end before they start`);
  const badClips = await ctx.db
    .select({ id: media.id })
    .from(media)
    .where(and(sql`${media.mediaType} in ('user_clip', 'user_highlight')`, sql`(${media.userId} is null or ${media.endTimeMs} <= ${media.startTimeMs})`));
  if (badClips.length) broken.push(`${badClips.length} user clips without owner or time order`);
  // 4. one account per e-mail and tenant
  const dupes = await ctx.db.select({ e: users.emailNormalized, n: count() }).from(users).groupBy(users.tenantId, users.emailNormalized).having(gt(count(), 1));
  if (dupes.length) broken.push(`${dupes.length} e-mails with two accounts`);
  return broken;
}

async function send(base: string, req: FuzzRequest, token?: string) {
  const opts = {
    method: req.method,
    token,
    headers: { ...req.headers, ...(req.body ? { 'content-type': req.body.contentType } : {}) },
    ...(req.body ? { rawBody: req.body.raw } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call(base, req.path, opts),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

interface Tally {
  route: string;
  auth: string;
  anonymous: number;
  signedIn: number;
  statuses: Record<string, number>;
}

describe('API fuzzer (fast-check)', () => {
  // Rate limits off: the fuzzer should reach the handlers, not the limiter. A stand-in shell build
  // so the HTML routes answer as in production (without one they answer 503 "not built").
  const shellRoot = mkdtempSync(join(tmpdir(), 'portal-fuzz-shell-'));
  writeFiles(shellRoot, { 'dist/index.html': '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>' });
  after(() => rmSync(shellRoot, { recursive: true, force: true }));
  const suite = suitePortal({ rateLimitMax: 10_000_000, shellDistDir: join(shellRoot, 'dist') });

  test(`every route, ${RUNS} generated requests per route and caller: no 5xx, envelopes, rows and invariants kept`, async () => {
    const { ctx } = suite.portal;
    const base = suite.base;
    const routes: RouteEntry[] = routeTableFor(Number(new URL(base).port));
    const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    let session = await register(base);
    let sessionLost = false;
    const tallies: Tally[] = [];
    const failures: string[] = [];
    const started = Date.now();

    for (const route of routes) {
      const tally: Tally = { route: `${route.method} ${route.url}`, auth: route.auth ?? '?', anonymous: 0, signedIn: 0, statuses: {} };
      tallies.push(tally);
      for (const authed of [false, true]) {
        const before = await rowCounts(ctx);
        let accepted = 0;
        let renewed = false;
        try {
          await fc.assert(
            fc.asyncProperty(requestArb(route, authed), async (req) => {
              if (authed && sessionLost) {
                session = await register(base);
                sessionLost = false;
                renewed = true;
              }
              const res = await send(base, req, authed ? session.token : undefined);
              if (authed) tally.signedIn++;
              else tally.anonymous++;
              tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
              if (res.status < 300) accepted++;
              // logout, delete_account, delete_device... end the fuzzer's own session: a new one next time
              if (authed && (res.status === 401 || res.body?.messageErrorCode === 'device_limit_exceeded')) sessionLost = true;
              assert.ok(res.status < 500, `${res.status} ${res.text.slice(0, 300)}`);
              // errors.ts turns a value the database refuses into a 400; the route's schema should have refused it.
              assert.notEqual(res.body?.messageErrorCode, 'invalid_request', `schema let through what the database refused: ${res.text.slice(0, 200)}`);
              // (the path as the client sends it: %2e%2e segments are resolved before they leave)
              if (res.status >= 400 && new URL(req.path, base).pathname.startsWith('/api/')) {
                assert.equal(typeof res.body?.messageErrorCode, 'string', `${res.status} without messageErrorCode: ${res.text.slice(0, 200)}`);
                assert.equal(typeof res.body?.message, 'string', `${res.status} without message: ${res.text.slice(0, 200)}`);
              }
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
        } catch (err) {
          failures.push(
            `${tally.route} (${authed ? 'signed in' : 'anonymous'}): ${[(err as Error).message.split('\n').find((l) => l.startsWith('Counterexample')), ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message.split('\n').find((l) => /error/i.test(l))].join(' -> ').slice(0, 900)}`,
          );
        }
        if (!accepted && !renewed) {
          const after = await rowCounts(ctx);
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            failures.push(
              `${tally.route} (${authed ? 'signed in' : 'anonymous'}): rejected calls changed rows ${JSON.stringify(before)} -> ${JSON.stringify(after)}`,
            );
          }
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const total = tallies.reduce((n, t) => n + t.anonymous + t.signedIn, 0);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ runs: RUNS, total, seconds, routes: tallies }, null, 2));
    console.log(`fuzz: ${total} requests over ${routes.length} routes in ${seconds.toFixed(1)} s`);

    assert.deepEqual(failures, []);
    assert.deepEqual(await invariants(ctx), []);
    assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), protoKeys, 'Object.prototype changed');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal((await call(base, '/api/health')).status, 200, 'the API still answers');
    assert.ok(total >= routes.length * RUNS * 2, `${total} requests`);
  });
});
