import type { PortalRoute } from '@portal/shared';
import { expectRouteTable } from '@portal/shared/testing';
import routes from './routes.tsx';

const all: PortalRoute[] = routes.routes;
const byName = (name: string) => all.find((r) => r.handle?.name === name)!;

const EXPECTED: Record<string, string> = {
  'auth-sign-up-subscription': 'auth/sign-up/subscription',
  'auth-sign-up-subscription-code': 'auth/sign-up/subscription/code',
  'auth-sign-up-subscription-buy-id': 'auth/sign-up/subscription/buy/:id',
  'account-subscription-buy-id': 'account/subscription/buy/:id',
  'payment-processing': 'payment/processing',
  'payment-success': 'payment/success',
  'payment-failure': 'payment/failure',
  'payment-event-id': 'payment/event/:id',
};

describe('mf-commerce routes module', () => {
  test('follows the remote contract', () => {
    expect(routes.remote).toBe('mf-commerce');
    expect(routes.namespace).toBe('commerce');
  });

  test('declares every route under its prefixes, named in the product style', () => {
    expectRouteTable(routes, EXPECTED);
  });

  test('every commerce page needs sign-in', () => {
    for (const route of all) expect(route.handle!.middleware).toEqual(['auth']);
  });

  test('sign-up steps use the auth layout; the survey is excluded on sign-up and payment pages', () => {
    for (const name of ['auth-sign-up-subscription', 'auth-sign-up-subscription-code', 'auth-sign-up-subscription-buy-id'])
      expect(byName(name).handle!.layout).toBe('auth');
    expect(byName('account-subscription-buy-id').handle!.layout).toBe('default');
    expect(
      all
        .filter((r) => r.handle!.surveyExcluded)
        .map((r) => r.handle!.name)
        .sort(),
    ).toEqual(
      [
        'auth-sign-up-subscription',
        'auth-sign-up-subscription-buy-id',
        'auth-sign-up-subscription-code',
        'payment-failure',
        'payment-processing',
        'payment-success',
        'payment-event-id',
      ].sort(),
    );
  });

  test('plan ids are validated', () => {
    expect(byName('auth-sign-up-subscription-buy-id').validate!({ id: '3' })).toBe(true);
    expect(byName('account-subscription-buy-id').validate!({ id: 'three' })).toBe(false);
    expect(byName('payment-event-id').validate!({ id: '0' })).toBe(false);
  });

  test('translations load', async () => {
    expect(Object.keys(await routes.loadTranslations('he'))).toEqual(Object.keys(await routes.loadTranslations('en')));
  });
});
