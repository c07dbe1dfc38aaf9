import type { RemoteRoutesModule } from '@portal/shared';
import { expectRouteTable } from '@portal/shared/testing';
import { shellPages } from './routes.tsx';

test("the shell's pages keep the names, paths, layout and survey rule they had in mf-events", () => {
  const byName = expectRouteTable(shellPages as unknown as RemoteRoutesModule, {
    faq: 'faq',
    about: 'about',
    terms: 'terms',
    privacy: 'privacy',
    'info-type': 'info/:type',
    'open-app': 'open-app',
  });
  for (const route of shellPages.routes) expect(route.handle?.layout).toBe('home');
  expect(byName('open-app').handle?.surveyExcluded).toBe(true);
  expect(byName('faq').handle?.surveyExcluded).toBeUndefined();
  // Content pages fetch before they render; /open-app needs nothing but the configuration.
  expect(shellPages.routes.filter((r) => r.loader).map((r) => r.id)).toEqual(['faq', 'about', 'terms', 'privacy', 'info-type']);
  expect(byName('info-type').validate?.({ type: 'refunds' })).toBe(true);
  expect(byName('info-type').validate?.({ type: 'Bad_Slug' })).toBe(false);
});

test('the texts load per locale from the shell, not from a remote', async () => {
  expect(await shellPages.loadTranslations('he')).toMatchObject({ error_title: 'מידע' });
  expect(await shellPages.loadTranslations('en')).toMatchObject({ open_app: { app_store: 'Download on the App Store' } });
});
