// Issue 27 item 7: every outcome the card provider can report has its own translated message
// (the list is read from the sandbox provider, api/src/payments/cards.ts, so a code added there
// fails here until it has one); a redeemed access code is not called a payment; a plan's price
// period is plural-aware ("per month", "every 3 months"), never "per 1 month".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { i18n, LOCALES } from '@portal/shared';
import { json, mockFetch, renderRoutes, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/commerce.json';
import routes from '../../exposes/routes.tsx';
import { planPeriod } from '../plans/index.ts';

const cards = readFileSync(join(__dirname, '../../../../api/src/payments/cards.ts'), 'utf8');
/** Every failure code the provider sets: `failureCode: 'x'`, `failureCode = cond ? null : 'x'`. */
const failureCodes = [...new Set([...cards.matchAll(/failureCode\s*[:=][^;,}\n]*?'([a-z_]+)'/g)].map((m) => m[1]!))].sort();
type Commerce = typeof en & { failure: { reasons: Record<string, string> }; plans: { period: Record<string, string> } };
const commerce = (locale: string) => JSON.parse(readFileSync(join(__dirname, `../../i18n/locales/${locale}/commerce.json`), 'utf8')) as Commerce;

beforeAll(() => setupI18n('commerce', en));
afterEach(() => act(() => i18n.changeLanguage('en')));

test('the provider’s failure codes were found', () => {
  expect(failureCodes).toEqual(expect.arrayContaining(['card_declined', 'expired_card', 'insufficient_funds', 'authentication_failed']));
});

test.each(LOCALES)('%s: each provider failure code has its own message, not the generic one', (locale) => {
  const { reasons } = commerce(locale).failure;
  const messages = failureCodes.map((code) => reasons[code]);
  expect(failureCodes.filter((code) => !reasons[code] || reasons[code] === reasons.default)).toEqual([]);
  expect(new Set(messages).size).toBe(failureCodes.length);
});

const payment = (over: Record<string, unknown>) => ({
  id: 31,
  status: 'succeeded',
  kind: 'subscription',
  amount: 9.99,
  currency: 'EUR',
  failureCode: null,
  challenge: null,
  contractId: 5,
  ticketId: null,
  subscriptionId: null,
  eventId: null,
  card: { brand: 'visa', last4: '0069' },
  ...over,
});

test.each(failureCodes)('the failure page explains %s with its own message', async (code) => {
  mockFetch(() => json({ content: payment({ status: 'failed', failureCode: code }) }));
  renderRoutes(routes, '/payment/failure/?payment=31');
  expect(await screen.findByTestId('failure-reason')).toHaveTextContent(en.failure.reasons[code as keyof typeof en.failure.reasons]);
});

test('a redeemed access code says the code was redeemed, not that a payment succeeded', async () => {
  mockFetch(() => json({ content: payment({ kind: 'access_code', amount: 0, card: null }) }));
  renderRoutes(routes, '/payment/success/?payment=31');
  expect(await screen.findByRole('heading', { level: 1, name: 'Access code redeemed' })).toBeInTheDocument();
  expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
});

test('a paid subscription still says the payment succeeded', async () => {
  mockFetch(() => json({ content: payment({}) }));
  renderRoutes(routes, '/payment/success/?payment=31');
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
});

test.each([
  ['en', 1, 'month', 'per month'],
  ['en', 3, 'months', 'every 3 months'],
  ['en', 1, 'year', 'per year'],
  ['he', 1, 'year', 'לשנה'],
  ['he', 2, 'month', 'לכל חודשיים'],
  ['he', 6, 'month', 'לכל 6 חודשים'],
  ['pl', 3, 'month', 'co 3 miesiące'],
  ['pl', 6, 'month', 'co 6 miesięcy'],
  ['uk-UA', 3, 'month', 'кожні 3 місяці'],
  ['uk-UA', 12, 'month', 'кожні 12 місяців'],
  ['bs-BA', 3, 'month', 'svaka 3 mjeseca'],
  ['bs-BA', 6, 'month', 'svakih 6 mjeseci'],
  ['de', 1, 'month', 'pro Monat'],
  ['fr', 3, 'months', 'tous les 3 mois'],
  ['ko', 3, 'month', '3개월마다'],
])('%s: %i %s reads "%s"', async (locale, duration, units, expected) => {
  i18n.addResourceBundle(locale, 'commerce', commerce(locale), true, true);
  await act(() => i18n.changeLanguage(locale));
  const period = planPeriod(duration, units)!;
  expect(i18n.t(period.key, { ns: 'commerce', count: period.count })).toBe(expected);
});

test.each(LOCALES)('%s: every unit has its single form and every plural category of the locale', (locale) => {
  const { period } = commerce(locale).plans;
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const missing = ['day', 'week', 'month', 'year'].flatMap((u) => [u, ...categories.map((c) => `${u}s_${c}`)]).filter((k) => !period[k]);
  expect(missing).toEqual([]);
  expect(Object.values(period).filter((text) => /\b1\b/.test(text))).toEqual([]);
});

test('an unknown or missing unit has no period', () => {
  expect(planPeriod(1, 'fortnight')).toBeNull();
  expect(planPeriod(null, 'month')).toBeNull();
  expect(planPeriod(0, 'month')).toBeNull();
});
