// The kit's own words (UiText) all come translated from the shell, in every locale: the
// continue-watching bar's "Watched" stayed English in Hebrew because it was left out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { LOCALES } from '@portal/shared';
import { defaultUiText } from '@portal/shared/ui';
import { translatedUiText } from './ThemeRoot.tsx';

const common = (locale: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../../shared/src/i18n/locales/${locale}/common.json`), 'utf8')) as Record<string, unknown>;

test.each(LOCALES)('%s: every word of the kit is given, from the locale’s own texts', async (locale) => {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { [locale]: { common: common(locale) } },
    interpolation: { escapeValue: false },
  });
  const texts = translatedUiText(i18n.getFixedT(locale, 'common'));
  expect(Object.keys(texts).sort()).toEqual(Object.keys(defaultUiText).sort());
  // a missing key comes back as the key itself ("ui.watched")
  expect(Object.entries(texts).filter(([, v]) => !v || /^[a-z_]+\.[a-z_]+$/.test(v))).toEqual([]);
  if (locale === 'he') expect(texts.watched).toBe('נצפה');
});
