import { chromium } from '@playwright/test';
import { startTestPortal } from '/work/main/api/src/testing/harness.ts';
const t0 = Date.now();
const portal = await startTestPortal({ cdnDir: '/work/main/.cdn', shellDistDir: '/work/main/shell/dist' });
console.log('started in', Date.now() - t0, portal.urls);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(portal.urls.portal + '/');
await page.waitForTimeout(4000);
console.log((await page.locator('body').innerText()).slice(0, 800));
const info = await page.evaluate(() => {
  const f = (globalThis as any).__FEDERATION__;
  const out: any = { keys: Object.keys(f) };
  out.share = Object.fromEntries(Object.entries(f.__SHARE__ ?? {}).map(([k, v]: any) => [k, Object.fromEntries(Object.entries(v).map(([s, pk]: any) => [s, Object.fromEntries(Object.entries(pk).map(([n, vers]: any) => [n, Object.fromEntries(Object.entries(vers).map(([ver, sh]: any) => [ver, { from: sh.from, loaded: sh.loaded, loading: !!sh.loading, useIn: sh.useIn, strategy: sh.strategy, scope: sh.scope }]))]))]))]));
  out.instances = (f.__INSTANCES__ ?? []).map((i: any) => ({ name: i.name, shareScopeKeys: Object.keys(i.shareScopeMap ?? {}) }));
  return out;
});
for (const [k, v] of Object.entries(info.share)) { console.log('SCOPEKEY', k); for (const [s, pk] of Object.entries(v as any)) for (const [n, vers] of Object.entries(pk as any)) console.log('  ', s, n, JSON.stringify(Object.fromEntries(Object.entries(vers as any).map(([ver, x]: any) => [ver, x.from + (x.loaded ? ' loaded' : '') + ' ' + x.useIn.join(',')])))); }
console.log(JSON.stringify(info.instances));
await browser.close();
await portal.close();
