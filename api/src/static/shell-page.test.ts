// The rendered portal page (issue 10 items 1 and 6): the inline configuration, the preload tags
// of the shell and of the remote that owns the URL, and 404 for what no page of the tenant is.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../config.ts';
import { call, startTestPortal, writeFiles, type TestPortal } from '../testing/harness.ts';
import { matchPattern, ownerOf, recordChecks, resolvePage } from './page-routes.ts';
import { scriptJson } from './preloads.ts';

const TEMPLATE =
  '<!doctype html><html lang="__HTML_LANG__"><head><meta property="csp-nonce" nonce="__CSP_NONCE__" content="__CSP_NONCE__" /><title>__TENANT_NAME__</title><script nonce="__CSP_NONCE__" src="/theme-boot.js"></script><script nonce="__CSP_NONCE__" defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

const manifest = (container: string) =>
  JSON.stringify({
    id: container,
    name: container,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { id: `${container}:routes`, name: 'routes', assets: { js: { sync: ['__federation_expose_routes.0123abcd.js'], async: ['player.0123abcd.js'] } } },
    ],
    shared: [],
  });

const ROUTES: Record<string, string[]> = {
  'mf-events': [
    '',
    'live',
    'archive',
    'search',
    'live/:sportType',
    'events/:eventId',
    'channels/:eventId',
    'league/:leagueId',
    'category/:mainId',
    'category/:mainId/sub-category/:subId',
  ],
  'mf-auth': ['auth/login', 'auth/sign-up'],
  'mf-account': ['account', 'account/general'],
  'mf-commerce': ['payment/success', 'auth/sign-up/subscription'],
  'mf-following': ['following/league', 'following/league/:leagueId', 'club'],
};

/** The remotes' own first-paint declarations (ADR 0043), as their builds copy them into routes.json. */
const FIRST_PAINT: Record<string, unknown> = Object.fromEntries(
  ['mf-events', 'mf-auth'].map((id) => {
    const declared = JSON.parse(readFileSync(join(REPO_DIR, id, 'src/exposes/first-paint.json'), 'utf8')) as Record<string, unknown>;
    delete declared.$comment;
    return [id, declared];
  }),
);

function publishFakeRemotes(cdnDir: string) {
  for (const [id, paths] of Object.entries(ROUTES)) {
    const routes = paths.map((path) => ({ path }));
    if (id === 'mf-events') routes.push({ path: 'team/:teamId', requiresFlag: 'enable_team_page' } as (typeof routes)[number]);
    writeFiles(cdnDir, {
      [`${id}/pointers.json`]: JSON.stringify({ latest: '1.0.0' }),
      [`${id}/1.0.0/mf-manifest.json`]: manifest(id.replace('-', '_')),
      [`${id}/1.0.0/routes.json`]: JSON.stringify({ remote: id, routes, ...(FIRST_PAINT[id] ? { firstPaint: FIRST_PAINT[id] } : {}) }),
    });
  }
}

describe('portal page: inline configuration, preloads, 404s', () => {
  let p: TestPortal;
  let base: string;
  let kadurHost: string;
  const ids = { event: 0, league: 0, team: 0, kadurEvent: 0 };

  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    kadurHost = `kadur.localhost:${new URL(base).port}`;
    writeFiles(p.shellDistDir, {
      'index.html': TEMPLATE,
      'main.0123abcd.js': 'console.log(1)',
      'theme-boot.js': "document.documentElement.setAttribute('data-color-mode', 'dark'); // </script> never closes the tag",
      'boot-chunks.json': JSON.stringify({ files: ['1234.0123abcd.js', '5678.0123abcd.js'] }),
    });
    publishFakeRemotes(p.cdnDir);
    ids.event = Number((await call(base, '/api/event/list', { body: { size: 1 } })).body.content.entries[0].id);
    ids.league = Number((await call(base, '/api/identity/list', { body: { size: 1 } })).body.content.entries[0].id);
    ids.team = Number((await call(base, '/api/team/list', { body: { size: 1 } })).body.content.entries[0].id);
    ids.kadurEvent = Number((await call(base, '/api/event/list', { body: { size: 1 }, headers: { host: kadurHost } })).body.content.entries[0].id);
  });
  after(async () => {
    await p?.close();
  });

  test('inlines the public configuration as JSON the shell can parse, and the CSP stays strict', async () => {
    const page = await call(base, '/');
    assert.equal(page.status, 200);
    const json = /<script id="portal-config" type="application\/json">(.*?)<\/script>/s.exec(page.text)?.[1];
    assert.ok(json, 'the configuration is in the page');
    const inline = JSON.parse(json);
    const fetched = (await call(base, '/api/customer/config')).body.content;
    assert.deepEqual(inline, fetched, 'the same configuration /api/customer/config answers');
    const csp = page.headers.get('content-security-policy')!;
    const nonce = /nonce="([^"]+)"/.exec(page.text)![1]!;
    assert.ok(csp.includes(`'nonce-${nonce}'`));
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    // JSON data is not script: every executable <script> still carries the nonce
    for (const tag of page.text.match(/<script\b[^>]*>/g)!)
      if (!tag.includes('application/json')) assert.match(tag, new RegExp(`nonce="${nonce.replace(/[+/]/g, '\\$&')}"`));
    const kadur = await call(base, '/', { headers: { host: kadurHost } });
    const kadurConfig = JSON.parse(/<script id="portal-config" type="application\/json">(.*?)<\/script>/s.exec(kadur.text)![1]!);
    assert.equal(kadurConfig.id, 'kadur');
  });

  test('a configuration value cannot close the script element', () => {
    const out = scriptJson({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    assert.doesNotMatch(out, /<\/script/i);
    assert.deepEqual(JSON.parse(out), { name: '</script><script>alert(1)</script>', sep: '\u2028' });
  });

  test('preloads the owning remote: manifest, entry, route module; the shell boot scripts where no pictured image needs the link', async () => {
    const home = await call(base, '/');
    const cdn = p.urls.cdn;
    assert.match(home.text, new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${cdn}/mf-events/1.0.0/mf-manifest.json" />`));
    assert.doesNotMatch(home.text, /<link rel="preload" as="script" href="\/[^"]*"/, 'a page with a pictured image: no shell script preloads (ADR 0038)');
    const livePage = (await call(base, '/live/')).text;
    const faqPage = (await call(base, '/faq/')).text;
    assert.match(
      faqPage,
      /<link rel="preload" as="script" href="\/main\.0123abcd\.js" \/>\s*<link rel="preload" as="script" href="\/1234\.0123abcd\.js" \/>/,
      'without one, the entry first, then its boot scripts',
    );
    process.env.PORTAL_ENABLE_LEVERS = 'shell-preload';
    try {
      const withShell = (await call(base, '/')).text;
      assert.match(
        withShell,
        /<link rel="preload" as="script" href="\/main\.0123abcd\.js" \/>\s*<link rel="preload" as="script" href="\/1234\.0123abcd\.js" \/>/,
        'the entry first, then its boot scripts',
      );
      assert.match(withShell, /<link rel="preload" as="script" href="\/5678\.0123abcd\.js" \/>/);
    } finally {
      delete process.env.PORTAL_ENABLE_LEVERS;
    }
    assert.match(home.text, new RegExp(`<link rel="preload" as="script" crossorigin="anonymous" href="${cdn}/mf-events/1.0.0/remoteEntry.js" />`));
    assert.match(home.text, new RegExp(`href="${cdn}/mf-events/1.0.0/__federation_expose_routes.0123abcd.js"`));
    assert.doesNotMatch(home.text, /player\.0123abcd/, 'async chunks are not preloaded');
    assert.ok(home.text.indexOf('rel="preload"') < home.text.indexOf('/main.0123abcd.js'), 'preloads come before the entry script');

    const login = await call(base, '/auth/login/');
    assert.match(login.text, new RegExp(`${cdn}/mf-auth/1.0.0/mf-manifest.json`));
    assert.match(login.text, new RegExp(`${cdn}/mf-auth/1.0.0/remoteEntry.js`));
    const links = (html: string) => (html.match(/<link rel="preload"[^>]*>/g) ?? []).join('\n');
    assert.doesNotMatch(links(login.text), /mf-events\/1\.0\.0/, 'only the owner of the URL');
    const loginImages = links(login.text).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    assert.equal(loginImages.length, 1, "the card's logo alone (ADR 0038)");
    assert.match(loginImages[0]!, /href="[^"]+logo[^"]*"/);
    assert.ok(links(login.text).indexOf('as="image"') < links(login.text).indexOf('as="script"'), 'the logo before the scripts');
    // the home hero's poster (first live event, else first upcoming): phones the card, wider screens the wide art
    const live = (await call(base, '/api/event/list', { body: { page: 0, size: 12, status: 'live' } })).body.content.entries;
    const upcoming = (await call(base, '/api/event/list', { body: { page: 0, size: 12, status: 'upcoming', order: 'asc' } })).body.content.entries;
    const hero = (live[0] ?? upcoming[0]).source.poster as string;
    assert.ok(links(home.text).includes(`as="image" fetchpriority="high" href="${hero}?dir=ltr" media="(max-width: 767.98px)"`), links(home.text));
    assert.ok(links(home.text).includes(`href="${hero}?dir=ltr&amp;layout=wide" media="(min-width: 768px)"`));
    assert.ok(links(home.text).indexOf('as="image"') < links(home.text).indexOf('as="script"'), 'the pictured image before the scripts (ADR 0038)');
    const he = await call(base, '/', { headers: { host: kadurHost } });
    assert.match(links(he.text), /posters\/\d+\.svg\?dir=rtl"/, 'Hebrew pages show the mirrored poster');
    // a list page preloads its first card's poster, which its picture shows (ADR 0038, amended)
    const liveFirst = (await call(base, '/api/event/list', { body: { page: 0, size: 24, status: 'live' } })).body.content.entries[0];
    assert.equal((links(livePage).match(/as="image"/g) ?? []).length, liveFirst ? 1 : 0);
    if (liveFirst) assert.ok(links(livePage).includes(`as="image" fetchpriority="high" href="${liveFirst.source.poster}?dir=ltr" />`), links(livePage));
    const event = await call(base, `/events/${ids.event}/`);
    assert.match(links(event.text), new RegExp(`as="image" fetchpriority="high" href="[^"]*/assets/posters/${ids.event}\\.svg\\?dir=ltr" />`));
    assert.doesNotMatch(links((await call(base, '/events/2000000000/')).text), /as="image"/);
    const checkout = await call(base, '/auth/sign-up/subscription/');
    assert.match(checkout.text, /mf-commerce\/1\.0\.0\/remoteEntry\.js/, 'the longest prefix owns the URL');
  });

  test('paints the top of mf-events pages before any script: header bar, the hero or the event poster and title', async () => {
    const firstPaint = (html: string) => /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';
    const live = (await call(base, '/api/event/list', { body: { page: 0, size: 12, status: 'live' } })).body.content.entries;
    const upcoming = (await call(base, '/api/event/list', { body: { page: 0, size: 12, status: 'upcoming', order: 'asc' } })).body.content.entries;
    const lead = live[0] ?? upcoming[0];
    const home = await call(base, '/');
    const paint = firstPaint(home.text);
    assert.match(paint, /^<div class="fp" aria-hidden="true" data-first-paint="">/, 'a placeholder hidden from assistive technology');
    assert.ok(paint.includes(`<img src="${lead.source.poster}?dir=ltr"`), paint);
    assert.ok(
      paint.includes(`<source media="(min-width: 768px)" srcset="${lead.source.poster}?dir=ltr&amp;layout=wide" />`),
      'the wide art from md, as the hero shows it',
    );
    assert.ok(paint.includes(`<p class="fp-display">${lead.title.replace(/&/g, '&amp;')}</p>`));
    assert.doesNotMatch(paint, /<a\b|tabindex|<button/, 'nothing focusable: the real page replaces it');
    assert.match(home.text, new RegExp(`<style nonce="([^"]+)">body\\{margin:0\\}\\.fp\\{`), 'its style carries the CSP nonce');
    const nonce = /<style nonce="([^"]+)">/.exec(home.text)![1]!;
    assert.match(home.headers.get('content-security-policy') ?? '', new RegExp(`style-src 'self' 'nonce-${nonce.replace(/[+/=]/g, (c) => `\\${c}`)}'`));

    const event = await call(base, `/events/${ids.event}/`);
    const eventPaint = firstPaint(event.text);
    assert.match(eventPaint, new RegExp(`<div class="fp-player"><img src="[^"]*/assets/posters/${ids.event}\\.svg\\?dir=ltr"`));
    assert.match(eventPaint, /<p class="fp-h1">[^<]+<\/p>/);
    const he = firstPaint((await call(base, `/events/${ids.kadurEvent}/`, { headers: { host: kadurHost } })).text);
    assert.match(he, /\?dir=rtl"/, 'Hebrew pages paint the mirrored poster');

    // list pages: blank title lines, the chips' row on /live/, the grid's first posters (at most 4)
    const archived = (await call(base, '/api/event/list', { body: { page: 0, size: 24, status: 'archived', order: 'desc' } })).body.content.entries;
    const archivePaint = firstPaint((await call(base, '/archive/')).text);
    assert.match(
      archivePaint,
      /<div class="fp-title"><p class="fp-h1">&nbsp;<\/p><p class="fp-sub">&nbsp;<\/p><\/div><div class="fp-list"><div class="fp-grid">/,
      archivePaint,
    );
    const cells = [...archivePaint.matchAll(/<div class="fp-poster"><img src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(
      cells,
      archived.slice(0, 4).map((e: { source: { poster: string } }) => `${e.source.poster}?dir=ltr`),
    );
    assert.doesNotMatch(archivePaint, /fp-chips/, 'sport chips on /live/ only');
    assert.match(
      archivePaint,
      /fetchpriority="high"[^>]*\/><\/div><\/div><div class="fp-cell"><div class="fp-poster"><img [^>]*loading="lazy"/,
      'the first poster first, the others lazily',
    );
    const livePaint = firstPaint((await call(base, '/live/')).text);
    if (live.length) assert.match(livePaint, /<div class="fp-list"><div class="fp-chips"><\/div><div class="fp-grid">/);
    assert.match(
      firstPaint((await call(base, '/search/')).text),
      /^<div class="fp"[^>]*><div class="fp-head">.*<div class="fp-page"><\/div><\/div>$/s,
      'other mf-events pages: the header bar alone',
    );
    assert.match(
      firstPaint((await call(base, '/faq/')).text),
      /^<div class="fp"[^>]*><div class="fp-head">.*<div class="fp-page"><\/div><\/div>$/s,
      "the shell's content pages too (ADR 0056)",
    );
    for (const path of ['/account/general/', '/nope/', '/events/2000000000/', '/auth/login/limit/']) {
      assert.equal(firstPaint((await call(base, path)).text), '', `${path}: nothing it cannot know`);
    }
    // sign-in: the slim header and the card with its logo (phones; the CSS hides the card from md)
    const loginPaint = firstPaint((await call(base, '/auth/login/')).text);
    assert.match(
      loginPaint,
      /^<div class="fp"[^>]*><div class="fp-head"><div class="fp-bar"><img [^>]+><\/div><\/div><div class="fp-auth"><div class="fp-auth-cell"><div class="fp-card"><img src="[^"]+" alt="" width="48" height="48" fetchpriority="high" \/><\/div><\/div><\/div><\/div>$/s,
      loginPaint,
    );
    // theme-boot.js inline: a script in <head> would hold the first paint for one more round trip
    assert.ok(
      home.text.includes(
        `<script nonce="${nonce}">document.documentElement.setAttribute('data-color-mode', 'dark'); // <\\/script> never closes the tag</script>`,
      ),
      home.text.slice(0, 600),
    );
    assert.doesNotMatch(home.text, /src="\/theme-boot\.js"/);
    process.env.PORTAL_DISABLE_LEVERS = 'first-paint';
    try {
      const plain = (await call(base, '/')).text;
      assert.equal(firstPaint(plain), '', 'the benchmark lever switches it off');
      assert.match(plain, /<script nonce="[^"]+" src="\/theme-boot\.js"><\/script>/);
    } finally {
      delete process.env.PORTAL_DISABLE_LEVERS;
    }
  });

  test('a benchmark can switch the levers off (PORTAL_DISABLE_LEVERS)', async () => {
    process.env.PORTAL_DISABLE_LEVERS = 'inline-config,preload,lcp-image';
    try {
      const page = await call(base, '/');
      assert.equal(page.status, 200);
      assert.doesNotMatch(page.text, /portal-config|rel="preload"/);
    } finally {
      delete process.env.PORTAL_DISABLE_LEVERS;
    }
  });

  test('404 with the same page for a path no enabled remote owns; 200 for known pages', async () => {
    for (const path of ['/', '/live/', '/live/football/', '/auth/login/', '/account/general/', '/following/league/', '/club/', '/payment/success/']) {
      const r = await call(base, path);
      assert.equal(r.status, 200, path);
    }
    for (const path of ['/nope/', '/live/football/extra/', '/auth/unknown/', '/account/whatever/']) {
      const r = await call(base, path);
      assert.equal(r.status, 404, path);
      assert.match(r.headers.get('content-type')!, /text\/html/);
      assert.match(r.text, /<div id="root"><\/div>/, 'the shell page, which shows its 404');
      assert.match(r.text, /id="portal-config"/);
      assert.ok(r.headers.get('content-security-policy'));
    }
    assert.equal((await call(base, '/nope/', { method: 'HEAD' })).status, 404);
    // the tenant's redirect rules and the shell's own routes are the shell's to answer
    assert.equal((await call(base, '/home/')).status, 200);
    assert.equal((await call(base, '/dev/gallery/')).status, 200);
    // the shell's content pages (ADR 0056), although no remote's routes.json lists them
    for (const path of ['/faq/', '/about/', '/terms/', '/privacy/', '/info/refunds/', '/open-app/']) assert.equal((await call(base, path)).status, 200, path);
  });

  test('a remote the tenant turned off answers 404 on its paths', async () => {
    assert.equal((await call(base, '/payment/success/', { headers: { host: kadurHost } })).status, 404, 'kadur has no commerce');
    assert.equal((await call(base, '/auth/sign-up/subscription/', { headers: { host: kadurHost } })).status, 404, 'not handed to mf-auth by a shorter prefix');
    assert.equal((await call(base, '/auth/login/', { headers: { host: kadurHost } })).status, 200);
  });

  test('404 for an event, channel, league, category or team id that does not exist; 200 for real ones', async () => {
    const missing = 2_000_000_000;
    for (const path of [
      `/events/${ids.event}/`,
      `/league/${ids.league}/`,
      `/category/${ids.league}/`,
      `/team/${ids.team}/`,
      `/following/league/${ids.league}/`,
    ]) {
      assert.equal((await call(base, path)).status, 200, path);
    }
    for (const path of [
      `/events/${missing}/`,
      `/channels/${missing}/`,
      `/league/${missing}/`,
      `/category/${missing}/`,
      `/category/${ids.league}/sub-category/${missing}/`,
      `/team/${missing}/`,
      `/following/league/${missing}/`,
      '/events/abc/',
      '/events/99999999999/',
    ]) {
      assert.equal((await call(base, path)).status, 404, path);
    }
    assert.equal((await call(base, `/events/${ids.kadurEvent}/`)).status, 404, "another tenant's event");
    assert.equal((await call(base, `/events/${ids.kadurEvent}/`, { headers: { host: kadurHost } })).status, 200);
    assert.equal((await call(base, `/team/${ids.team}/`, { headers: { host: kadurHost } })).status, 404, 'kadur turns the team page off');
  });

  test('the configuration lists the pages a flag turns off, so the browser links none of them (issue 27 item 4)', async () => {
    const kadur = (await call(base, '/api/customer/config', { headers: { host: kadurHost } })).body.content;
    const arena = (await call(base, '/api/customer/config')).body.content;
    assert.deepEqual(kadur.disabled_routes, ['team/:teamId'], 'kadur has enable_team_page off');
    assert.deepEqual(arena.disabled_routes, [], 'arena has every flagged page on');
  });
});

describe('page routes (pure)', () => {
  const remote = (id: string, prefixes: string[], enabled = true) =>
    ({ id, container: id.replace('-', '_'), enabled, version: '1.0.0', manifestUrl: `x/${id}`, prefixes }) as never;

  test('patterns match whole segments and decode params', () => {
    assert.deepEqual(matchPattern('events/:eventId', '/events/12/'), { eventId: '12' });
    assert.deepEqual(matchPattern('', '/'), {});
    assert.equal(matchPattern('events/:eventId', '/events/'), null);
    assert.equal(matchPattern('live', '/live/x/'), null);
    assert.deepEqual(matchPattern('live/:sportType', '/live/ice%20hockey/'), { sportType: 'ice hockey' });
    assert.equal(matchPattern('live/:sportType', '/live/%E0%A4%A/'), null);
  });

  test('the longest prefix owns a path, and a disabled owner owns nothing', () => {
    const remotes = [remote('mf-events', ['/']), remote('mf-auth', ['/auth']), remote('mf-commerce', ['/auth/sign-up/subscription'], false)];
    assert.equal(ownerOf(remotes, '/auth/login/')?.id, 'mf-auth');
    assert.equal(ownerOf(remotes, '/authors/')?.id, 'mf-events');
    assert.equal(ownerOf(remotes, '/auth/sign-up/subscription/code/'), null);
  });

  test('record params must be ids in range', () => {
    assert.deepEqual(recordChecks({ eventId: '7', sportType: 'x' }), [{ kind: 'media', id: 7 }]);
    assert.equal(recordChecks({ teamId: '07' }), null);
    assert.equal(recordChecks({ leagueId: '3000000000' }), null);
  });

  test('a page behind a tenant flag that is off is not found; an unreadable table leaves it to the shell', () => {
    const config = { remotes: [remote('mf-events', ['/'])], environment: 'production', route_rules: [], enable_team_page: false } as never;
    const table = { remote: 'mf-events', routes: [{ path: 'team/:teamId', requiresFlag: 'enable_team_page' }] };
    assert.equal(resolvePage(config, '/team/1/', () => table).kind, 'not-found');
    assert.equal(resolvePage(config, '/team/1/', () => null).kind, 'unverified');
    assert.equal(resolvePage(config, '/dev/gallery/', () => table).kind, 'not-found', 'no gallery in production');
  });

  test("the shell's content pages are found on a tenant whose events remote is off; its other pages are not (ADR 0056)", () => {
    const config = { remotes: [remote('mf-events', ['/'], false), remote('mf-auth', ['/auth'])], environment: 'production', route_rules: [] } as never;
    const table = { remote: 'mf-events', routes: [{ path: 'live' }] };
    for (const path of ['/faq/', '/about/', '/terms/', '/privacy/', '/info/refunds/', '/open-app/'])
      assert.equal(resolvePage(config, path, () => table).kind, 'shell', path);
    for (const path of ['/live/', '/info/', '/faq/more/']) assert.equal(resolvePage(config, path, () => table).kind, 'not-found', path);
  });
});
