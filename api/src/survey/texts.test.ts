// The stand-in survey form speaks the locale it is opened with (issue 27 item 7): `lang` from the
// portal, else Accept-Language, else English; every one of the 14 locales has its texts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOCALES } from '@portal/shared/contract';
import { createSurveyServer } from './survey.ts';
import { SURVEY_TEXTS, surveyLocale } from './texts.ts';

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test('every locale has every text, its own (not the English one)', () => {
  assert.deepEqual(Object.keys(SURVEY_TEXTS).sort(), [...LOCALES].sort());
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    for (const key of ['title', 'heading', 'intro', 'question', 'better', 'send', 'done'] as const) {
      assert.ok(SURVEY_TEXTS[locale][key], `${locale}.${key}`);
      assert.notEqual(SURVEY_TEXTS[locale][key], SURVEY_TEXTS.en[key], `${locale}.${key} is English`);
    }
  }
});

test('the locale: lang first, then Accept-Language (exact, then language), then English', () => {
  assert.equal(surveyLocale('he', 'de'), 'he');
  assert.equal(surveyLocale('fr-CA', undefined), 'fr-CA');
  assert.equal(surveyLocale('uk', undefined), 'uk-UA');
  assert.equal(surveyLocale(undefined, 'he-IL,he;q=0.9,en;q=0.8'), 'he');
  assert.equal(surveyLocale(undefined, 'pt-BR,pt;q=0.9'), 'pt');
  assert.equal(surveyLocale(undefined, 'fr-CA'), 'fr-CA');
  assert.equal(surveyLocale('<script>', 'xx, *'), 'en');
  assert.equal(surveyLocale(['he'], undefined), 'en');
  assert.equal(surveyLocale(undefined, undefined), 'en');
});

test('the page is served in the locale it is opened with, in all 14 (Hebrew right to left)', async () => {
  const app = createSurveyServer(() => ['http://localhost:8080'], false);
  try {
    for (const locale of LOCALES) {
      const res = await app.inject({ url: `/forms/ux-survey/?parent=${encodeURIComponent('http://localhost:8080')}&lang=${encodeURIComponent(locale)}` });
      assert.equal(res.statusCode, 200);
      const html = res.body;
      assert.ok(html.includes(`<html lang="${locale}" dir="${locale === 'he' ? 'rtl' : 'ltr'}">`), locale);
      const x = SURVEY_TEXTS[locale];
      for (const text of [x.title, x.heading, x.intro, x.question, x.better, x.optional, x.send, x.done])
        assert.ok(html.includes(esc(text)), `${locale}: ${text}`);
      if (locale !== 'en') assert.ok(!html.includes(SURVEY_TEXTS.en.heading), `${locale}: no English heading`);
    }
    const byHeader = await app.inject({ url: '/forms/ux-survey/', headers: { 'accept-language': 'he-IL,he;q=0.9' } });
    assert.ok(byHeader.body.includes(esc(SURVEY_TEXTS.he.heading)));
  } finally {
    await app.close();
  }
});
