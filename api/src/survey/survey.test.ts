// The survey stand-in posts its messages to the exact portal origin that opened it, never '*'
// (security issue 26 item 8): the tenant's form URL carries `?parent={origin}`, which must be one
// of the portal's origins; the frame may be embedded by that origin only. 12 refused parents.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, startTestPortal, type TestPortal } from '../testing/harness.ts';

describe('survey stand-in', () => {
  let p: TestPortal;
  let base: string;
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
  });
  after(async () => {
    await p?.close();
  });

  const open = (parent?: string) => fetch(`${p.urls.survey}/forms/ux-survey/${parent === undefined ? '' : `?parent=${encodeURIComponent(parent)}`}`);

  test("the tenant's form URL names the page's own origin", async () => {
    const port = new URL(base).port;
    for (const host of [`localhost:${port}`, `kadur.localhost:${port}`, `127.0.0.1:${port}`]) {
      const config = await call(base, '/api/customer/config', { headers: { host } });
      const url = new URL(config.body.content.user_survey_form_url as string);
      assert.equal(url.origin, p.urls.survey);
      assert.equal(url.searchParams.get('parent'), `http://${host}`);
    }
  });

  test('posts to the origin it was opened for, framed by that origin only', async () => {
    const kadur = `http://kadur.localhost:${new URL(base).port}`;
    for (const parent of [base, kadur]) {
      const page = await open(parent);
      const html = await page.text();
      assert.equal(page.status, 200);
      assert.ok(html.includes(`var PARENT = ${JSON.stringify(parent)};`), 'the target origin is the parent');
      assert.match(html, /if \(PARENT\) window\.parent\.postMessage\(\{ type: type \}, PARENT\)/);
      assert.doesNotMatch(html, /postMessage\([^)]*'\*'\)/, "never '*'");
      const csp = page.headers.get('content-security-policy') ?? '';
      assert.equal(
        csp.split('; ').find((d) => d.startsWith('frame-ancestors')),
        `frame-ancestors ${parent}`,
      );
    }
    // the redirect from the path without its slash keeps the parent
    const bare = await fetch(`${p.urls.survey}/forms/ux-survey?parent=${encodeURIComponent(base)}`, { redirect: 'manual' });
    assert.equal(bare.status, 302);
    assert.equal(bare.headers.get('location'), `/forms/ux-survey/?parent=${encodeURIComponent(base)}`);
    await bare.text();
  });

  test('without a parent it is a page of its own: not frameable, posting nothing', async () => {
    const page = await open();
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.ok(html.includes('var PARENT = null;'));
    assert.match(html, /if \(PARENT\) window\.parent\.postMessage/);
    assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  });

  test('an unknown or wildcard parent gets no form', async () => {
    const port = new URL(base).port;
    const refused = [
      '',
      '*',
      'null',
      'http://evil.example',
      `http://evil.example:${port}`,
      `http://localhost:${port}.evil.example`,
      `http://localhost:${port}/`,
      `${base}#x`,
      `https://localhost:${port}`,
      `http://localhost:${Number(port) + 1}`,
      `http://LOCALHOST:${port}`,
      `javascript:alert(1)//${base}`,
    ];
    for (const parent of refused) {
      const page = await open(parent);
      const text = await page.text();
      assert.equal(page.status, 400, String(parent));
      assert.doesNotMatch(text, /postMessage|<form/, String(parent));
      assert.equal(page.headers.get('content-security-policy'), null);
    }
    assert.equal(refused.length, 12);
  });
});
