// Test harness: isolated portal instances (port 0, fresh in-memory PGlite from a cached
// migrated+seeded template; with DATABASE_URL, a PostgreSQL database of its own copied from a
// migrated+seeded template database), an empty temp CDN, and small fetch helpers.
import { createHash } from 'node:crypto';
import { after, before } from 'node:test';
import pg from 'pg';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_DIR, type PortalOptions } from '../config.ts';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/client.ts';
import { SEED_VERSION, seed } from '../db/seed.ts';
import { loadTenants } from '../tenants.ts';
import { startPortal, type RunningPortal } from '../server.ts';

const TENANTS_DIR = resolve(REPO_DIR, 'tenants');

function templateKey() {
  const h = createHash('sha256').update(SEED_VERSION);
  for (const dir of [MIGRATIONS_DIR, join(MIGRATIONS_DIR, 'meta'), TENANTS_DIR]) {
    for (const f of readdirSync(dir).sort()) if (/\.(sql|json)$/.test(f)) h.update(f).update(readFileSync(join(dir, f)));
  }
  h.update(readFileSync(new URL('../db/seed.ts', import.meta.url))).update(readFileSync(new URL('../db/seed-data.ts', import.meta.url)));
  return h.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `portal-api-pglite-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    await seed(database, loadTenants(TENANTS_DIR));
    const blob = await database.dump!();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, file);
    // templates of older migrations/seeds are dead weight (~40 MB each)
    for (const f of readdirSync(tmpdir())) {
      if (/^portal-api-pglite-[0-9a-f]+\.tar$/.test(f) && join(tmpdir(), f) !== file) rmSync(join(tmpdir(), f), { force: true });
    }
    return blob;
  } finally {
    await database.close();
  }
}

/**
 * One PostgreSQL database per test portal, copied (CREATE DATABASE ... TEMPLATE) from a template
 * migrated and seeded once per run: tests that change data (the live scheduler finishing events,
 * purchases, deleted accounts) never see each other's changes, as with PGlite.
 */
let pgTemplate: Promise<string> | null = null;
let pgCopies = 0;
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function postgresCopy(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  pgTemplate ??= (async () => {
    const name = `portal_tmpl_${templateKey()}`;
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(baseUrl, name) });
    try {
      await migrate(database);
      await seed(database, loadTenants(TENANTS_DIR));
    } finally {
      await database.close();
    }
    return name;
  })();
  const template = await pgTemplate;
  const name = `portal_t${process.pid}_${++pgCopies}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { url: withDatabase(baseUrl, name), drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface TestPortal extends RunningPortal {
  cdnDir: string;
  shellDistDir: string;
}

export async function startTestPortal(overrides: PortalOptions = {}): Promise<TestPortal> {
  const cdnDir = overrides.cdnDir ?? mkdtempSync(join(tmpdir(), 'portal-cdn-'));
  const shellDistDir = overrides.shellDistDir ?? join(mkdtempSync(join(tmpdir(), 'portal-shell-')), 'dist');
  const copy = process.env.DATABASE_URL && !overrides.databaseUrl ? await postgresCopy(process.env.DATABASE_URL) : null;
  const databaseUrl = copy?.url;
  const portal = await startPortal({
    port: 0,
    host: '127.0.0.1',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    tenantsDir: TENANTS_DIR,
    // the suites read the dev outbox, start events and inject faults; tests of a deployment pass devMode: false
    devMode: true,
    // the suites sign up and sign in many users from 127.0.0.1 in a minute; rate-limit tests set their own
    rateLimitIpMax: 100_000,
    ...(databaseUrl ? { databaseUrl } : { dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() }),
    ...overrides,
    cdnDir,
    shellDistDir,
  });
  const close = portal.close;
  return {
    ...portal,
    cdnDir,
    shellDistDir,
    async close() {
      await close();
      await copy?.drop();
      if (!overrides.cdnDir) rmSync(cdnDir, { recursive: true, force: true });
      if (!overrides.shellDistDir) rmSync(resolve(shellDistDir, '..'), { recursive: true, force: true });
    },
  };
}

/**
 * A portal for the enclosing suite: started before its tests, closed after them. Read
 * `suite.base` and `suite.portal` inside the tests (they are set once `before` ran).
 */
export function suitePortal(overrides: PortalOptions = {}): { portal: TestPortal; base: string } {
  const suite = {} as { portal: TestPortal; base: string };
  before(async () => {
    suite.portal = await startTestPortal(overrides);
    suite.base = suite.portal.urls.portal;
  });
  after(async () => {
    await suite.portal?.close();
  });
  return suite;
}

export function writeFiles(root: string, files: Record<string, string>) {
  for (const [rel, body] of Object.entries(files)) {
    const full = join(root, rel);
    mkdirSync(resolve(full, '..'), { recursive: true });
    writeFileSync(full, body);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** HTTP call through node:http (unlike fetch, it can set the Host header for tenant tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see CallResult
export async function call<T = any>(
  base: string,
  path: string,
  opts: { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers['x-authorization'] = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.rawBody !== undefined) {
    payload = opts.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  const url = new URL(path, base);
  const method = opts.method ?? (payload !== undefined ? 'POST' : 'GET');
  const { status, text, rawHeaders } = await new Promise<{ status: number; text: string; rawHeaders: string[] }>((resolvePromise, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), rawHeaders: res.rawHeaders }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
  const h = new Headers();
  for (let i = 0; i < rawHeaders.length; i += 2) h.append(rawHeaders[i]!, rawHeaders[i + 1]!);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (HTML, SVG, text): body stays undefined
  }
  return { status, body: body as T, headers: h, text };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.test`;

export async function register(base: string, opts: { email?: string; password?: string; deviceId?: string; headers?: Record<string, string> } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct horse battery';
  const res = await call(base, '/api/user/register', {
    body: {
      email,
      password,
      displayName: 'Test User',
      strategy: 'refresh',
      device_id: opts.deviceId ?? `dev-${counter}-${Date.now()}`,
      device_name: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    },
    headers: opts.headers,
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  return {
    email,
    password,
    token: res.body.content.tokenData.access_token as string,
    refresh: res.body.content.tokenData.refresh_token as string,
    profile: res.body.content.profile,
  };
}

export async function login(base: string, username: string, password: string, deviceId: string, headers?: Record<string, string>) {
  return call(base, '/api/user/login', { body: { username, password, device_id: deviceId, device_name: `Browser ${deviceId}`, strategy: 'refresh' }, headers });
}
