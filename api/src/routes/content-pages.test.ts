// GET /api/content/page/:slug: validation, 404, locale fallback and tenant isolation.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, suitePortal } from '../testing/harness.ts';
import { documentSchema, localeChain } from './content-pages.ts';
import { contentPagesFor } from '../db/seed-content.ts';
import { loadTenants } from '../tenants.ts';
import { resolve } from 'node:path';
import { REPO_DIR } from '../config.ts';

const KADUR = { host: 'kadur.localhost' };

describe('content pages', () => {
  const suite = suitePortal();
  const page = (slug: string, query = '', headers: Record<string, string> = {}) => call(suite.base, `/api/content/page/${slug}${query}`, { headers });

  test('the terms in the requested locale, with title, date and a structured body', async () => {
    const res = await page('terms', '?locale=en');
    assert.equal(res.status, 200);
    const c = res.body.content;
    assert.equal(c.slug, 'terms');
    assert.equal(c.locale, 'en');
    assert.equal(c.fallback, false);
    assert.equal(c.title, 'Terms of use');
    assert.equal(c.updatedAt, '2026-08-20T09:00:00.000Z');
    assert.ok(c.body.some((b: { type: string }) => b.type === 'heading'));
    assert.ok(documentSchema.safeParse(c.body).success);
    assert.match(res.headers.get('cache-control') ?? '', /private/);
  });

  test('the FAQ holds 6 to 10 questions with answers', async () => {
    for (const headers of [{}, KADUR]) {
      const res = await page('faq', '', headers);
      assert.equal(res.status, 200);
      const questions = res.body.content.body.filter((b: { type: string }) => b.type === 'qa');
      assert.ok(questions.length >= 6 && questions.length <= 10, `${questions.length} questions`);
    }
  });

  test('bad slug and bad locale are 400 with a code and a message', async () => {
    for (const slug of ['Terms', 'a_b', 'x--y', '-x', 'a'.repeat(61), '%3Cscript%3E']) {
      const res = await page(slug);
      assert.equal(res.status, 400, slug);
      assert.equal(res.body.messageErrorCode, 'invalid_params');
      assert.ok(res.body.message);
    }
    for (const q of ['?locale=xx', '?locale=EN', '?locale=', '?locale=he&locale=en']) {
      const res = await page('terms', q);
      assert.equal(res.status, 400, q);
      assert.equal(res.body.messageErrorCode, 'invalid_query');
    }
  });

  test('an unknown slug is 404 content_page_not_found', async () => {
    const res = await page('no-such-page', '?locale=en');
    assert.equal(res.status, 404);
    assert.equal(res.body.messageErrorCode, 'content_page_not_found');
  });

  test('a locale without its own text falls back to English and says so', async () => {
    const res = await page('privacy', '?locale=de');
    assert.equal(res.status, 200);
    assert.equal(res.body.content.locale, 'en');
    assert.equal(res.body.content.requestedLocale, 'de');
    assert.equal(res.body.content.fallback, true);
    assert.equal(res.body.content.title, 'Privacy policy');
  });

  test('the Hebrew tenant answers Hebrew by default, English on request, Hebrew where it has only Hebrew', async () => {
    const he = await page('terms', '', KADUR);
    assert.equal(he.body.content.locale, 'he');
    assert.equal(he.body.content.title, 'תנאי שימוש');
    const en = await page('terms', '?locale=en', KADUR);
    assert.equal(en.body.content.locale, 'en');
    const onlyHebrew = await page('accessibility', '?locale=fr', KADUR);
    assert.equal(onlyHebrew.status, 200);
    assert.equal(onlyHebrew.body.content.locale, 'he');
    assert.equal(onlyHebrew.body.content.fallback, true);
  });

  test('tenants are isolated: each sees only its own pages and names', async () => {
    // refunds exists for arena (it sells plans), accessibility for kadur only.
    assert.equal((await page('refunds')).status, 200);
    assert.equal((await page('refunds', '', KADUR)).status, 404);
    assert.equal((await page('accessibility')).status, 404);
    const arena = JSON.stringify((await page('about', '?locale=en')).body.content);
    const kadur = JSON.stringify((await page('about', '?locale=en', KADUR)).body.content);
    assert.match(arena, /Arena Sports/);
    assert.doesNotMatch(arena, /כדור TV/);
    assert.match(kadur, /כדור TV/);
    assert.doesNotMatch(kadur, /Arena Sports/);
    // ?tenant= picks the tenant as the host does.
    assert.equal((await page('accessibility', '?tenant=kadur')).status, 200);
  });
});

describe('content page documents', () => {
  test('locale chain: requested, base language, English, the tenant language', () => {
    assert.deepEqual(localeChain('fr-CA', 'he'), ['fr-CA', 'fr', 'en', 'he']);
    assert.deepEqual(localeChain('en', 'en'), ['en']);
    assert.deepEqual(localeChain('bs-BA', 'en'), ['bs-BA', 'en']);
  });

  test('every seeded page of every tenant passes the document schema (links included)', () => {
    for (const tenant of loadTenants(resolve(REPO_DIR, 'tenants'))) {
      for (const pg of contentPagesFor(tenant)) assert.ok(documentSchema.safeParse(pg.body).success, `${tenant.id}/${pg.slug}/${pg.locale}`);
    }
  });

  test('the schema refuses script links, raw HTML blocks and unknown fields', () => {
    const para = (href: string) => [{ type: 'paragraph', content: [{ text: 'x', href }] }];
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/', 'http://plain.example/', 'vbscript:x']) {
      assert.equal(documentSchema.safeParse(para(href)).success, false, href);
    }
    for (const href of ['/faq/', 'https://example.org/a?b=c', 'mailto:a@b.example', 'tel:+972 3 555 0100']) {
      assert.equal(documentSchema.safeParse(para(href)).success, true, href);
    }
    assert.equal(documentSchema.safeParse([{ type: 'html', html: '<b>x</b>' }]).success, false);
    assert.equal(documentSchema.safeParse([{ type: 'paragraph', content: [{ text: 'x', html: '<b>' }] }]).success, false);
  });
});
