import type { PortalRoute } from '@portal/shared';
import { expectRouteTable } from '@portal/shared/testing';
import routes from './routes.tsx';

const all: PortalRoute[] = routes.routes;
const byName = (name: string) => all.find((r) => r.handle?.name === name)!;

const EXPECTED: Record<string, string> = {
  account: 'account',
  'account-general': 'account/general',
  'account-password': 'account/password',
  'account-devices': 'account/devices',
  'account-billing': 'account/billing',
  'account-subscription': 'account/subscription',
  'account-subscription-id': 'account/subscription/:id',
  'account-ppv': 'account/ppv',
  'account-ppv-id': 'account/ppv/:id',
};

describe('mf-account routes module', () => {
  test('follows the remote contract', () => {
    expect(routes.remote).toBe('mf-account');
    expect(routes.namespace).toBe('account');
  });

  test('declares every /account route of docs/product.md (buy/:id belongs to mf-commerce), unique and named in the product style', () => {
    expectRouteTable(routes, EXPECTED);
  });

  test('every account page needs sign-in, uses the default layout and keeps the survey', () => {
    for (const route of all) {
      expect(route.handle!.middleware).toEqual(['auth']);
      expect(route.handle!.layout).toBe('default');
      expect(route.handle!.surveyExcluded).toBeFalsy();
    }
  });

  test('ids in the URL are validated', () => {
    expect(byName('account-subscription-id').validate!({ id: '12' })).toBe(true);
    expect(byName('account-subscription-id').validate!({ id: 'x' })).toBe(false);
    expect(byName('account-ppv-id').validate!({ id: '-1' })).toBe(false);
  });

  test('translations load', async () => {
    expect(Object.keys(await routes.loadTranslations('de'))).toEqual(Object.keys(await routes.loadTranslations('en')));
  });
});
