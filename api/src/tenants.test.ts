import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO_DIR, API_DIR } from './config.ts';
import { loadTenants, publicTenantConfig, resolvePlaceholders, TenantRegistry } from './tenants.ts';
import { startPortal } from './server.ts';
import { parseTenantConfig } from '@portal/shared/contract/tenant-schema';

const realTenants = () => loadTenants(resolve(REPO_DIR, 'tenants'));

function badTenantsDir() {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-bad-'));
  const arena = JSON.parse(readFileSync(resolve(REPO_DIR, 'tenants/arena.json'), 'utf8'));
  writeFileSync(join(dir, 'arena.json'), JSON.stringify(arena));
  const broken = { ...JSON.parse(readFileSync(resolve(REPO_DIR, 'tenants/kadur.json'), 'utf8')), device_limit: 'two' };
  writeFileSync(join(dir, 'kadur.json'), JSON.stringify(broken));
  return dir;
}

test('the demo tenants are valid', () => {
  const tenants = realTenants();
  assert.deepEqual(tenants.map((t) => t.id).sort(), ['arena', 'kadur']);
});

test('social links: api/README.md kinds with https URLs only; none is an empty set', () => {
  const arena = JSON.parse(readFileSync(resolve(REPO_DIR, 'tenants/arena.json'), 'utf8'));
  assert.ok(Object.keys(realTenants().find((t) => t.id === 'arena')!.social_links).length >= 5);
  assert.deepEqual(parseTenantConfig({ ...arena, social_links: undefined }, 'a.json').social_links, {});
  for (const bad of [{ facebook: 'http://facebook.com/x' }, { x: 'javascript:alert(1)' }, { myspace: 'https://myspace.com/x' }]) {
    assert.throws(() => parseTenantConfig({ ...arena, social_links: bad }, 'a.json'), /social_links/);
  }
});

test('an invalid tenant file fails with its file and field named', () => {
  assert.throws(
    () => loadTenants(badTenantsDir()),
    (err: Error) => /kadur\.json/.test(err.message) && /device_limit/.test(err.message),
  );
});

test('startPortal refuses to start with an invalid tenant file', async () => {
  await assert.rejects(startPortal({ port: 0, tenantsDir: badTenantsDir(), logLevel: 'silent', dataDir: 'memory://' }), /kadur\.json.*device_limit/);
});

test('npm start exits non-zero naming the file and field', () => {
  const r = spawnSync(process.execPath, ['src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, TENANTS_DIR: badTenantsDir(), PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /kadur\.json/);
  assert.match(r.stderr, /device_limit/);
});

test('tenant pick: host, query override (with cookie), cookie, env default, fallback', () => {
  const reg = new TenantRegistry(realTenants());
  assert.equal(reg.pick({ host: 'kadur.localhost:8080' }).tenant.id, 'kadur');
  assert.equal(reg.pick({ host: 'arena.localhost' }).tenant.id, 'arena');
  assert.equal(reg.pick({ host: 'localhost:8080' }).tenant.id, 'arena');
  assert.equal(reg.pick({ host: 'unknown.example' }).tenant.id, 'arena', 'falls back to the tenant serving localhost');
  const q = reg.pick({ host: 'localhost', queryTenant: 'kadur', cookie: 'portal_tenant=arena' });
  assert.equal(q.tenant.id, 'kadur');
  assert.equal(q.setCookie, 'kadur');
  assert.equal(reg.pick({ host: 'localhost', cookie: 'a=1; portal_tenant=kadur' }).tenant.id, 'kadur');
  assert.equal(reg.pick({ host: 'localhost', queryTenant: 'nope' }).tenant.id, 'arena', 'unknown ids are ignored');
  const env = new TenantRegistry(realTenants(), 'kadur');
  assert.equal(env.pick({ host: 'localhost' }).tenant.id, 'kadur');
  assert.throws(() => new TenantRegistry(realTenants(), 'nope'), /PORTAL_TENANT/);
});

test('placeholders resolve in nested values', () => {
  const out = resolvePlaceholders(
    { a: '{origin}/x', b: ['{cdn}', { c: '{idp}/auth {cards} {survey}' }] },
    { origin: 'O', cdn: 'C', idp: 'I', cards: 'K', survey: 'S' },
  );
  assert.deepEqual(out, { a: 'O/x', b: ['C', { c: 'I/auth K S' }] });
});

test('public config: remotes resolved through pointers.json, exact versions pinned, build id', () => {
  const cdnDir = mkdtempSync(join(tmpdir(), 'cdn-'));
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const [arena, kadur] = realTenants();
  const origins = { cdn: 'http://cdn.test', idp: 'http://idp.test', cards: 'http://cards.test', survey: 'http://survey.test' };
  const ctx = { origin: 'http://localhost:8080', origins, cdnDir, shellDistDir: dist };
  let cfg = publicTenantConfig(arena!, ctx);
  assert.equal(cfg.build, 'dev');
  const events = cfg.remotes.find((r) => r.id === 'mf-events')!;
  assert.equal(events.version, 'latest', 'no pointer file yet: the name is kept');
  mkdirSync(join(cdnDir, 'mf-events'));
  writeFileSync(join(cdnDir, 'mf-events', 'pointers.json'), JSON.stringify({ latest: '1.2.0' }));
  mkdirSync(join(dist, 'builds'));
  writeFileSync(join(dist, 'builds', 'latest.json'), JSON.stringify({ id: 'b123' }));
  cfg = publicTenantConfig(arena!, ctx);
  const ev = cfg.remotes.find((r) => r.id === 'mf-events')!;
  assert.deepEqual(ev, {
    id: 'mf-events',
    container: 'mf_events',
    enabled: true,
    version: '1.2.0',
    manifestUrl: 'http://cdn.test/mf-events/1.2.0/mf-manifest.json',
    prefixes: ['/'],
  });
  assert.equal(cfg.build, 'b123');
  assert.equal(cfg.portal_url, 'http://localhost:8080');
  assert.equal(cfg.user_survey_form_url, 'http://survey.test/forms/ux-survey/?parent=http://localhost:8080', 'the survey stand-in posts to this origin only');
  assert.equal(cfg.sso.google?.authorization_endpoint, 'http://idp.test/auth');
  assert.equal((cfg as Record<string, unknown>).hosts, undefined, 'hosts stay server-side');
  const k = publicTenantConfig(kadur!, ctx);
  assert.equal(k.remotes.find((r) => r.id === 'mf-events')!.version, '1.0.0', 'pinned versions ignore pointers');
  assert.equal(k.remotes.find((r) => r.id === 'mf-commerce')!.enabled, false);
});
