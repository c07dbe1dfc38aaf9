// Development routes cannot reach a deployment (security issue 26 item 7): development mode is
// explicit, a server without it has none of DEV_ROUTES, and with it they answer loopback clients only.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv } from '../config.ts';
import { call, startTestPortal, suitePortal, writeFiles, type TestPortal } from '../testing/harness.ts';
import { FLOOR_ATTRIBUTE, FLOOR_PATH } from '../static/floor.ts';
import { DEV_ROUTES, isLoopbackAddress } from './dev-routes.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

async function assertAllRefused(base: string, label: string) {
  for (const route of DEV_ROUTES) {
    const res = await call(base, route.example, { method: route.method, ...(route.method === 'POST' ? { body: { seconds: 1 } } : {}) });
    assert.equal(res.status, 404, `${label}: ${route.method} ${route.example} answered ${res.status} ${res.text}`);
    assert.equal(res.body?.messageErrorCode, 'not_found', `${label}: ${route.method} ${route.example}: ${res.text}`);
  }
}

describe('development mode is explicit', () => {
  test('only PORTAL_DEV=1 turns it on, never an unset or development NODE_ENV, never with NODE_ENV=production', () => {
    const cases: [NodeJS.ProcessEnv, boolean][] = [
      [{}, false],
      [{ NODE_ENV: 'development' }, false],
      [{ NODE_ENV: 'test' }, false],
      [{ PORTAL_DEV: '' }, false],
      [{ PORTAL_DEV: '0' }, false],
      [{ PORTAL_DEV: 'yes' }, false],
      [{ PORTAL_DEV: '1', NODE_ENV: 'production' }, false],
      [{ PORTAL_DEV: '1' }, true],
      [{ PORTAL_DEV: '1', NODE_ENV: 'development' }, true],
    ];
    for (const [env, expected] of cases) {
      assert.equal(optionsFromEnv({ ...env, MEDIA_SIGNING_SECRET: 'x' }).devMode, expected, JSON.stringify(env));
    }
  });

  test('a bare `node api/src/main.ts` (no PORTAL_DEV) answers 404 to every dev route', { timeout: 120_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' };
    delete env.PORTAL_DEV;
    delete env.NODE_ENV;
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.API_WORKERS;
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const m = /portal \+ API\s+(http:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`main.ts exited (${code}) before listening: ${err}`)));
      });
      assert.equal((await call(base, '/api/health')).status, 200);
      await assertAllRefused(base, 'node api/src/main.ts');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  test('a portal started with devMode false has none of the dev routes', async () => {
    const portal = await startTestPortal({ devMode: false });
    try {
      await assertAllRefused(portal.urls.portal, 'devMode false');
      // nor through inject from loopback, nor with a forwarded address
      for (const route of DEV_ROUTES) {
        const res = await portal.app.inject({ method: route.method, url: route.example, headers: { 'x-forwarded-for': '127.0.0.1' } });
        assert.equal(res.statusCode, 404, `${route.method} ${route.example}`);
      }
    } finally {
      await portal.close();
    }
  });
});

describe('development routes answer loopback clients only', () => {
  const suite = suitePortal({ devMode: true });

  test('loopback clients reach them (the outbox answers)', async () => {
    const res = await call(suite.base, '/api/dev/outbox?to=nobody@example.com');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.content, []);
    const injected = await suite.portal.app.inject({ method: 'GET', url: '/api/dev/metrics', remoteAddress: '::1' });
    assert.equal(injected.statusCode, 200, injected.body);
  });

  test('any other client address gets 403 on every dev route, whatever it forwards', async () => {
    const outside = ['203.0.113.7', '10.0.0.2', '192.168.1.20', '::ffff:10.1.2.3', '2001:db8::1', '0.0.0.0', '::'];
    const forwarded = [undefined, '127.0.0.1', '::1', '127.0.0.1, 203.0.113.7'];
    let tried = 0;
    for (const route of DEV_ROUTES) {
      for (const remoteAddress of outside) {
        for (const xff of forwarded) {
          const res = await suite.portal.app.inject({
            method: route.method,
            url: route.example,
            remoteAddress,
            headers: { ...(xff ? { 'x-forwarded-for': xff, 'x-real-ip': '127.0.0.1' } : {}), host: '127.0.0.1' },
            ...(route.method === 'POST' ? { payload: { seconds: 1 } } : {}),
          });
          tried++;
          assert.equal(res.statusCode, 403, `${route.method} ${route.example} from ${remoteAddress} (X-Forwarded-For ${xff}): ${res.statusCode} ${res.body}`);
          const body = res.json() as { messageErrorCode?: string; message?: string };
          assert.equal(body.messageErrorCode, 'dev_route_loopback_only');
          assert.ok(body.message);
        }
      }
    }
    assert.equal(tried, DEV_ROUTES.length * outside.length * forwarded.length);
  });

  test('behind a trusted proxy the socket address still decides, not X-Forwarded-For', async () => {
    const portal = await startTestPortal({ devMode: true, trustProxy: true });
    try {
      const res = await portal.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?to=anna@example.com',
        remoteAddress: '198.51.100.4',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      assert.equal(res.statusCode, 403, res.body);
    } finally {
      await portal.close();
    }
  });

  test('isLoopbackAddress', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) assert.equal(isLoopbackAddress(a), true, a);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '', undefined, '127.0.0.1.example.com', '1127.0.0.1', 'fe80::1']) {
      assert.equal(isLoopbackAddress(a), false, String(a));
    }
  });
});

describe("the stack's floor page (ADR 0045) is a development page", () => {
  const TEMPLATE =
    '<!doctype html><html lang="__HTML_LANG__"><head><meta property="csp-nonce" nonce="__CSP_NONCE__" content="__CSP_NONCE__" /><title>__TENANT_NAME__</title><script nonce="__CSP_NONCE__" src="/theme-boot.js"></script><script nonce="__CSP_NONCE__" defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
  /** A shell build and mf-events' route table (it owns `/`), so a path of no page is the portal's 404. */
  function publish(portal: TestPortal) {
    writeFiles(portal.shellDistDir, {
      'index.html': TEMPLATE,
      'main.0123abcd.js': 'console.log(1)',
      'boot-chunks.json': JSON.stringify({ files: ['1234.0123abcd.js'] }),
    });
    const manifest = { id: 'mf_events', name: 'mf_events', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [], shared: [] };
    writeFiles(portal.cdnDir, {
      'mf-events/pointers.json': JSON.stringify({ latest: '1.0.0' }),
      'mf-events/1.0.0/mf-manifest.json': JSON.stringify(manifest),
      'mf-events/1.0.0/routes.json': JSON.stringify({ remote: 'mf-events', routes: [{ path: '' }, { path: 'live' }] }),
    });
  }

  test('a server without development mode answers 404 for it, with no floor in the page', async () => {
    const portal = await startTestPortal({ devMode: false });
    try {
      publish(portal);
      const res = await call(portal.urls.portal, FLOOR_PATH);
      assert.equal(res.status, 404, res.text);
      assert.doesNotMatch(res.text, new RegExp(FLOOR_ATTRIBUTE));
      // the same server serves its pages: the 404 is the floor's, not a missing build's
      assert.equal((await call(portal.urls.portal, '/')).status, 200);
    } finally {
      await portal.close();
    }
  });

  test('in development mode it is the shell alone, for loopback clients only', async () => {
    const portal = await startTestPortal({ devMode: true });
    try {
      publish(portal);
      const res = await call(portal.urls.portal, FLOOR_PATH);
      assert.equal(res.status, 200, res.text);
      assert.match(res.text, new RegExp(`<div id="root" ${FLOOR_ATTRIBUTE}></div>`));
      // no configuration, no preloads, no remote: what the stack costs and nothing of ours
      assert.doesNotMatch(res.text, /portal-config|rel="(modulepreload|preload)"/);
      assert.doesNotMatch((await call(portal.urls.portal, '/')).text, new RegExp(FLOOR_ATTRIBUTE));
      const outside = await portal.app.inject({ method: 'GET', url: FLOOR_PATH, remoteAddress: '203.0.113.7', headers: { host: '127.0.0.1' } });
      assert.equal(outside.statusCode, 404);
      assert.doesNotMatch(outside.body, new RegExp(FLOOR_ATTRIBUTE));
    } finally {
      await portal.close();
    }
  });
});
