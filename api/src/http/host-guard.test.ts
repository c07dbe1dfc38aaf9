import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, startTestPortal, writeFiles, type TestPortal } from '../testing/harness.ts';
import { allowedHost, configuredHostNames, parseHostHeader } from './host-guard.ts';

const NAMES = configuredHostNames(
  [{ hosts: ['localhost', '127.0.0.1', 'arena.localhost'] }, { hosts: ['kadur.localhost', 'Portal.Example.com'] }],
  'public.example.net',
);

describe('host guard (unit)', () => {
  test('parses a host name or [IPv6] with an optional port, lower case; refuses everything else', () => {
    assert.deepEqual(parseHostHeader('Kadur.LOCALHOST:8080'), { name: 'kadur.localhost', host: 'kadur.localhost:8080' });
    assert.deepEqual(parseHostHeader('[::1]:80'), { name: '[::1]', host: '[::1]:80' });
    for (const bad of [
      undefined,
      '',
      'localhost.',
      'localhost.:80',
      'evil.com#.localhost',
      'evil.com/.localhost',
      'user@localhost',
      'localhost:0',
      'localhost:65536',
      'localhost:080',
      'local host',
      'localhost:',
      '-x.localhost',
      'a..localhost',
    ]) {
      assert.equal(parseHostHeader(bad), null, String(bad));
    }
  });

  test('answers configured names on any port, loopback names only in development', () => {
    for (const ok of ['localhost:1', 'PORTAL.example.com', 'portal.example.com:443', 'public.example.net:8080', 'kadur.localhost:9']) {
      assert.ok(allowedHost(ok, NAMES, false), ok);
    }
    for (const dev of ['anything.localhost:5000', '[::1]:8080']) {
      assert.ok(allowedHost(dev, NAMES, true), dev);
      assert.equal(allowedHost(dev, NAMES, false), null, `${dev} outside development`);
    }
    for (const evil of [
      'evil.com',
      'evil.com:8080',
      'localhost.evil.com',
      'evil.com#.localhost',
      'evil.localhost.evil.com',
      'portal.example.com.',
      'example.com',
      '127.0.0.2',
    ]) {
      assert.equal(allowedHost(evil, NAMES, true), null, evil);
    }
  });
});

describe('host guard (portal)', () => {
  let p: TestPortal;
  let base: string;
  let port: string;
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    port = new URL(base).port;
    // a built shell page, so '/' renders its CSP and inline configuration
    writeFiles(p.shellDistDir, {
      'index.html':
        '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" content="__CSP_NONCE__" /><title>__TENANT_NAME__</title></head><body><div id="root"></div></body></html>',
    });
  });
  after(async () => {
    await p?.close();
  });

  // The answers that copy the request's origin: the page (CSP, inline config), the tenant's
  // configuration (absolute URLs) and a catalogue list (poster URLs).
  const probes = (headers: Record<string, string>) =>
    Promise.all([
      call(base, '/', { headers }),
      call(base, '/api/customer/config', { headers }),
      call(base, '/api/event/list', { headers, body: { size: 5 } }),
      call(base, '/api/health', { headers }),
    ]);

  test('a Host the deployment does not serve gets 421 unknown_host before anything is rendered', async () => {
    const variants = [
      'evil.example',
      `evil.example:${port}`,
      `localhost.evil.com:${port}`,
      `evil.com#.localhost:${port}`,
      `localhost.:${port}`,
      `EVIL.EXAMPLE:${port}`,
      `127.0.0.1.evil.com:${port}`,
      `localhost:${port}@evil.com`,
      `evil.com\\.localhost`,
    ];
    let tried = 0;
    for (const host of variants) {
      for (const answer of await probes({ host })) {
        tried++;
        assert.equal(answer.status, 421, `${host}: ${answer.text.slice(0, 200)}`);
        assert.equal(answer.body.messageErrorCode, 'unknown_host', host);
        assert.equal(typeof answer.body.message, 'string');
        assert.equal(answer.headers.get('content-security-policy'), null, `${host}: nothing rendered`);
        assert.doesNotMatch(answer.text, /evil/i, host);
        assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      }
    }
    assert.equal(tried, variants.length * 4);
  });

  test('served hosts answer with their own lower-case origin; X-Forwarded-Host is never read', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ host: `LOCALHOST:${port}` }, `http://localhost:${port}`],
      [{ host: `Kadur.Localhost:${port}` }, `http://kadur.localhost:${port}`],
      [{ host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.example' }, `http://127.0.0.1:${port}`],
      [{ host: `localhost:${port}`, 'x-forwarded-host': `localhost.evil.com:${port}`, forwarded: 'host=evil.example' }, `http://localhost:${port}`],
    ];
    for (const [headers, origin] of cases) {
      const [page, config, list] = await probes(headers);
      for (const answer of [page!, config!, list!]) {
        assert.equal(answer.status, 200, JSON.stringify(headers));
        assert.doesNotMatch(answer.text, /evil/i, JSON.stringify(headers));
        assert.doesNotMatch(answer.text, /LOCALHOST|Kadur\.Localhost/, 'no upper-case copy of the Host');
      }
      assert.equal(config!.body.content.portal_url, origin);
      const csp = page!.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src/);
      assert.doesNotMatch(csp, /evil/i);
      assert.ok(csp.includes(`ws://${new URL(origin).host}`), csp);
      const poster = JSON.stringify(list!.body.content.entries);
      assert.ok(poster.includes(origin), `absolute URLs use ${origin}`);
    }
  });

  test('outside development only the configured names are answered (no *.localhost)', async () => {
    const prod = await startTestPortal({ devMode: false });
    try {
      const prodPort = new URL(prod.urls.portal).port;
      assert.equal((await call(prod.urls.portal, '/api/health', { headers: { host: `arena.localhost:${prodPort}` } })).status, 200, 'a configured name');
      const other = await call(prod.urls.portal, '/api/health', { headers: { host: `other.localhost:${prodPort}` } });
      assert.equal(other.status, 421);
      assert.equal(other.body.messageErrorCode, 'unknown_host');
      assert.equal((await call(prod.urls.portal, '/api/health', { headers: { host: `[::1]:${prodPort}` } })).status, 421);
    } finally {
      await prod.close();
    }
  });

  test('behind a trusted proxy the forwarded host is still not copied', async () => {
    const proxied = await startTestPortal({ trustProxy: true });
    try {
      const proxiedPort = new URL(proxied.urls.portal).port;
      const config = await call(proxied.urls.portal, '/api/customer/config', {
        headers: { host: `localhost:${proxiedPort}`, 'x-forwarded-host': 'evil.example' },
      });
      assert.equal(config.status, 200);
      assert.equal(config.body.content.portal_url, `http://localhost:${proxiedPort}`);
      assert.doesNotMatch(config.text, /evil/);
    } finally {
      await proxied.close();
    }
  });
});
