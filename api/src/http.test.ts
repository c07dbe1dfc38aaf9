import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { call, startTestPortal, writeFiles, type TestPortal } from './testing/harness.ts';

describe('portal origins and HTTP conventions', () => {
  let p: TestPortal;
  let base: string;
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
  });
  after(async () => {
    await p?.close();
  });

  test('tenant by Host header, ?tenant= override sets the cookie', async () => {
    const arena = await call(base, '/api/customer/config');
    assert.equal(arena.status, 200);
    assert.equal(arena.body.content.id, 'arena');
    assert.equal(arena.headers.get('cache-control'), 'no-store');
    const kadur = await call(base, '/api/customer/config', { headers: { host: `kadur.localhost:${new URL(base).port}` } });
    assert.equal(kadur.body.content.id, 'kadur');
    assert.equal(kadur.body.content.portal_url, `http://kadur.localhost:${new URL(base).port}`);
    const override = await call(base, '/api/customer/config?tenant=kadur');
    assert.equal(override.body.content.id, 'kadur');
    assert.match(override.headers.get('set-cookie') ?? '', /portal_tenant=kadur; Path=\//);
    const viaCookie = await call(base, '/api/customer/config', { headers: { cookie: 'portal_tenant=kadur' } });
    assert.equal(viaCookie.body.content.id, 'kadur');
  });

  test('customer config resolves placeholders and remote pointers per request', async () => {
    let cfg = (await call(base, '/api/customer/config')).body.content;
    assert.equal(cfg.appearance.logo_url, `${base}/assets/tenants/arena/logo.svg`);
    assert.equal(cfg.app_config.socket_base, base);
    assert.equal(cfg.sso.google.issuer, p.urls.idp);
    assert.equal(cfg.user_survey_allowed_origins[0], p.urls.survey);
    assert.equal(cfg.build, 'dev');
    assert.equal(cfg.remotes.length, 5);
    writeFiles(p.cdnDir, { 'mf-auth/pointers.json': JSON.stringify({ latest: '2.0.1' }) });
    cfg = (await call(base, '/api/customer/config')).body.content;
    const auth = cfg.remotes.find((r: { id: string }) => r.id === 'mf-auth');
    assert.equal(auth.version, '2.0.1');
    assert.equal(auth.manifestUrl, `${p.urls.cdn}/mf-auth/2.0.1/mf-manifest.json`);
    writeFiles(p.cdnDir, { 'mf-auth/pointers.json': JSON.stringify({ latest: '2.0.0' }) });
    cfg = (await call(base, '/api/customer/config')).body.content;
    assert.equal(cfg.remotes.find((r: { id: string }) => r.id === 'mf-auth').version, '2.0.0', 'rollback is a pointer change');
  });

  test('unknown API route: 404 JSON envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/event/nope'],
      ['DELETE', '/api/user/get_profile'],
    ] as const) {
      const r = await call(base, path, { method });
      assert.equal(r.status, 404, `${method} ${path}`);
      assert.equal(r.body.messageErrorCode, 'not_found');
      assert.match(r.body.message, /No API route/);
    }
  });

  test('malformed JSON, invalid body fields, invalid query: 400 naming the problem', async () => {
    const bad = await call(base, '/api/user/login', { rawBody: '{"username": "x",' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.messageErrorCode, 'invalid_json');
    const empty = await call(base, '/api/user/login', { rawBody: '', method: 'POST' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.messageErrorCode, 'invalid_json');
    const field = await call(base, '/api/user/register', { body: { email: 'not-an-email', password: 'short' } });
    assert.equal(field.status, 400);
    assert.equal(field.body.messageErrorCode, 'invalid_body');
    assert.match(field.body.message, /email/);
    assert.match(field.body.message, /password/);
    // the contract's shared rules, reported in English (not the forms' i18n keys)
    assert.match(field.body.message, /email: must be a valid e-mail address/);
    assert.match(field.body.message, /password: must be at least 8 characters/);
    assert.doesNotMatch(field.body.message, /validation\./);
    const list = await call(base, '/api/event/list', { body: { size: 'many' } });
    assert.equal(list.status, 400);
    assert.equal(list.body.messageErrorCode, 'invalid_body');
    assert.match(list.body.message, /size/);
    const unknown = await call(base, '/api/event/list', { body: { colour: 'red' } });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /colour/);
    const q = await call(base, '/api/commerce/get_subscriptions?type=tvod');
    assert.equal(q.status, 400);
    assert.equal(q.body.messageErrorCode, 'invalid_query');
    assert.match(q.body.message, /type/);
    const arr = await call(base, '/api/event/list', { rawBody: '[1,2]' });
    assert.equal(arr.status, 400);
    assert.equal(arr.body.messageErrorCode, 'invalid_body');
    // route schemas (zod type provider): the same envelope for every part of the request
    const path = await call(base, '/api/event/get_by_id/id/abc');
    assert.equal(path.status, 400);
    assert.equal(path.body.messageErrorCode, 'invalid_params');
    assert.match(path.body.message, /^Invalid path: id: /);
    const str = await call(base, '/api/user/register', { rawBody: '"x"' });
    assert.deepEqual(str.body, { messageErrorCode: 'invalid_body', message: 'The request body must be a JSON object' });
    const arrays = await call(base, '/api/watchlist/nothing?x[]=1');
    assert.equal(arrays.status, 404, 'name[]=value query arrays still parse');
    const bracket = await call(base, '/api/commerce/get_subscriptions?type[]=svod');
    assert.equal(bracket.status, 400, 'a name[]= array where a string is expected');
    assert.match(bracket.body.message, /^Invalid query: type: /);
    // authentication is checked before the body: a signed-out client gets its 401, not a 400
    const signedOut = await call(base, '/api/user/update_profile', { body: { data: 'nope' } });
    assert.equal(signedOut.status, 401);
  });

  test('success envelopes: content and paged lists', async () => {
    const subs = await call(base, '/api/commerce/get_subscriptions?type=svod|cvod');
    assert.equal(subs.status, 200);
    const c = subs.body.content;
    for (const k of ['entryCount', 'totalCount', 'itemsPerPage', 'startIndex', 'count', 'nextExists', 'entries']) assert.ok(k in c, k);
    assert.ok(c.entries.length >= 3);
    assert.ok(c.entries.every((s: { currency: string; price: number }) => s.currency === 'USD' && s.price > 0));
    const one = await call(base, `/api/commerce/get_subscriptions_by_id/id/${c.entries[0].id}`);
    assert.equal(one.body.content.id, c.entries[0].id);
    // Another tenant cannot read it (here: another id space, and kadur has commerce off, issue 13).
    const cross = await call(base, `/api/commerce/get_subscriptions_by_id/id/${c.entries[0].id}?tenant=kadur`);
    assert.equal(cross.status, 404, 'another tenant cannot read it');
    const kadur = await call(base, '/api/commerce/get_subscriptions?type=svod&tenant=kadur');
    assert.equal(kadur.status, 404);
    assert.equal(kadur.body.messageErrorCode, 'commerce_disabled');
    // Its own catalogue is still there, in its currency, for when it turns commerce on.
    const kadurPlans = await p.ctx.database.query<{ currency: string }>(`SELECT currency FROM subscriptions WHERE tenant_id = 'kadur' AND type = 'svod'`);
    assert.ok(kadurPlans.length > 0 && kadurPlans.every((s) => s.currency === 'ILS'));
    const own = await call(base, `/api/commerce/get_subscriptions_by_id/id/${Number(c.entries[0].id) + 999999}`);
    assert.equal(own.body.messageErrorCode, 'subscription_not_found');
  });

  test('shell: 503 when not built, then HTML with nonce, locale, CSP; caching rules', async () => {
    const missing = await call(base, '/');
    assert.equal(missing.status, 503);
    assert.match(missing.text, /not built/);
    writeFiles(p.shellDistDir, {
      'index.html':
        '<html lang="__HTML_LANG__" dir="__HTML_DIR__" data-tenant="__TENANT_ID__" data-mode="__DEFAULT_COLOR_MODE__"><meta property="csp-nonce" content="__CSP_NONCE__"><title>__TENANT_NAME__</title><script nonce="__CSP_NONCE__" src="/main.0123abcd.js"></script></html>',
      'main.0123abcd.js': 'console.log(1)',
      'favicon.ico': 'x',
      'builds/latest.json': '{"id":"abc"}',
    });
    const a = await call(base, '/live/football');
    assert.equal(a.status, 200);
    assert.equal(a.headers.get('cache-control'), 'no-store');
    const nonce = /content="([^"]+)"/.exec(a.text)![1]!;
    assert.ok(nonce.length >= 16);
    assert.ok(!a.text.includes('__CSP_NONCE__'));
    assert.match(a.text, /lang="en" dir="ltr" data-tenant="arena" data-mode="dark"/);
    const csp = a.headers.get('content-security-policy')!;
    assert.match(csp, new RegExp(`script-src 'self' 'nonce-${nonce.replace(/[+/]/g, (c) => `\\${c}`)}' ${p.urls.cdn}`));
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, new RegExp(`frame-src ${p.urls.survey} ${p.urls.cards} ${p.urls.idp}`));
    assert.match(csp, new RegExp(`connect-src 'self' ${p.urls.cdn} ws://127\\.0\\.0\\.1:\\d+ ${p.urls.idp}`));
    assert.ok(!csp.includes('unsafe-inline') && !csp.includes('unsafe-eval'));
    const b = await call(base, '/live/football');
    assert.notEqual(/content="([^"]+)"/.exec(b.text)![1], nonce, 'fresh nonce per response');
    const he = await call(base, '/', { headers: { host: `kadur.localhost:${new URL(base).port}` } });
    assert.match(he.text, /lang="he" dir="rtl" data-tenant="kadur" data-mode="light"/);
    assert.match(a.text, /<title>Arena Sports<\/title>/, "the tenant's name is the title before any script runs");
    assert.match(he.text, /<title>כדור TV<\/title>/);
    const cookieLocale = await call(base, '/', { headers: { cookie: 'portal_locale=fr' } });
    assert.match(cookieLocale.text, /lang="fr" dir="ltr"/);
    const js = await call(base, '/main.0123abcd.js');
    assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(js.headers.get('content-type')!, /javascript/);
    // the deploy pointer is revalidated on every load (never kept stale, never immutable)
    assert.equal((await call(base, '/builds/latest.json')).headers.get('cache-control'), 'no-cache');
    assert.equal((await call(base, '/index.html')).headers.get('cache-control'), 'no-store');
    assert.equal((await call(base, '/missing.0123abcd.js')).status, 404);
    assert.equal((await call(base, '/../package.json')).status !== 200 || false, true);
    const cfg = await call(base, '/api/customer/config');
    assert.equal(cfg.body.content.build, 'abc');
    rmSync(join(p.shellDistDir, 'index.html'));
  });

  test('trailing-slash redirect for GETs with a query string', async () => {
    const r = await call(base, '/auth/password/reset?token=abc');
    assert.equal(r.status, 302);
    assert.equal(r.headers.get('location'), '/auth/password/reset/?token=abc');
    assert.equal((await call(base, '/api/customer/config?x=1')).status, 200, 'not for /api');
    assert.notEqual((await call(base, '/main.js?v=1')).status, 302, 'not for files');
    assert.notEqual((await call(base, '/auth/login/?x=1')).status, 302, 'already has a slash');
  });

  test('tenant logos, tab icons and generated artwork', async () => {
    const icon = await call(base, '/assets/tenants/arena/icon.svg');
    assert.equal(icon.status, 200);
    assert.match(icon.headers.get('content-type')!, /image\/svg\+xml/);
    const favicon = await call(base, '/favicon.ico', { headers: { host: `kadur.localhost:${new URL(base).port}` } });
    assert.equal(favicon.status, 302);
    assert.equal(favicon.headers.get('location'), '/assets/tenants/kadur/icon.svg');
    assert.equal((await call(base, '/assets/tenants/nobody/icon.svg')).status, 404);
    const logo = await call(base, '/assets/tenants/kadur/logo.svg');
    assert.equal(logo.status, 200);
    assert.match(logo.headers.get('content-type')!, /image\/svg\+xml/);
    assert.match(logo.text, /<svg/);
    const ev = (await call(base, '/api/event/list', { body: { size: 1 } })).body.content.entries[0];
    for (const url of [ev.imageUrl, ev.team1.logo, ev.categories[0].logo]) {
      const r = await fetch(url);
      assert.equal(r.status, 200, url);
      assert.match(await r.text(), /<svg/);
    }
  });

  test('CDN origin: CORS, cache policy per file, 404', async () => {
    writeFiles(p.cdnDir, {
      'mf-events/1.0.0/mf-manifest.json': '{}',
      'mf-events/1.0.0/remoteEntry.js': '//',
      'mf-events/1.0.0/static/js/12.abcdef12.js': '//',
    });
    const m = await fetch(`${p.urls.cdn}/mf-events/1.0.0/mf-manifest.json`, { headers: { origin: base } });
    assert.equal(m.status, 200);
    // public, credential-free files: any origin may read them (a portal behind a gateway too)
    assert.equal(m.headers.get('access-control-allow-origin'), '*');
    assert.equal(m.headers.get('access-control-allow-credentials'), null);
    assert.equal(m.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${p.urls.cdn}/mf-events/1.0.0/remoteEntry.js`)).headers.get('cache-control'), 'no-cache');
    const chunk = await fetch(`${p.urls.cdn}/mf-events/1.0.0/static/js/12.abcdef12.js`);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${p.urls.cdn}/mf-events/9.9.9/mf-manifest.json`)).status, 404);
    const pre = await fetch(`${p.urls.cdn}/mf-events/1.0.0/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { origin: base, 'access-control-request-method': 'GET' },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    await Promise.all([m.text(), chunk.text()]);
  });

  test('precompressed variants by Accept-Encoding; API JSON compressed above 1 KB', async () => {
    const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    writeFiles(p.cdnDir, { 'mf-events/1.0.1/static/js/7.abcdef12.js': js });
    writeFileSync(join(p.cdnDir, 'mf-events/1.0.1/static/js/7.abcdef12.js.br'), brotliCompressSync(js));
    writeFileSync(join(p.cdnDir, 'mf-events/1.0.1/static/js/7.abcdef12.js.gz'), gzipSync(js));
    const url = `${p.urls.cdn}/mf-events/1.0.1/static/js/7.abcdef12.js`;
    const br = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.match(br.headers.get('vary')!, /accept-encoding/i);
    assert.match(br.headers.get('content-type')!, /javascript/);
    assert.equal(br.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await br.text(), js, 'the file itself, compressed once (not twice)');
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(await gz.text(), js);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(await plain.text(), js);

    const big = await fetch(`${base}/api/event/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ size: 20 }),
    });
    assert.equal(big.headers.get('content-encoding'), 'br');
    assert.ok(((await big.json()) as { content: { entries: unknown[] } }).content.entries.length > 0);
    const small = await fetch(`${base}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(small.headers.get('content-encoding'), null, 'below the 1 KB threshold');
    await small.text();
  });

  test('card sandbox and survey origins', async () => {
    assert.equal((await fetch(`${p.urls.cards}/health`)).status, 200);
    const js = await fetch(`${p.urls.cards}/checkout.js`);
    assert.match(js.headers.get('content-type')!, /javascript/);
    await js.text();
    const s = await fetch(`${p.urls.survey}/forms/ux-survey/?parent=${encodeURIComponent(base)}`);
    const html = await s.text();
    assert.equal(s.status, 200);
    assert.match(html, /submit_success/);
    assert.match(html, /form-submit/);
    // framed by (and posting to) the one portal origin it was opened for (survey/survey.test.ts)
    assert.equal(
      s.headers
        .get('content-security-policy')!
        .split('; ')
        .find((d) => d.startsWith('frame-ancestors')),
      `frame-ancestors ${base}`,
    );
  });

  test('IdP discovery answers on its own origin', async () => {
    const d = (await (await fetch(`${p.urls.idp}/.well-known/openid-configuration`)).json()) as { issuer: string; code_challenge_methods_supported: string[] };
    assert.equal(d.issuer, p.urls.idp);
    assert.ok(d.code_challenge_methods_supported.includes('S256'));
  });
});
