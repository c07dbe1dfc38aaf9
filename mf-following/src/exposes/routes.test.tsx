import type { PortalRoute } from '@portal/shared';
import { expectRouteTable } from '@portal/shared/testing';
import routes from './routes.tsx';

const all: PortalRoute[] = routes.routes;
const byName = (name: string) => all.find((r) => r.handle?.name === name)!;

const PATHS = [
  'following/league',
  'following/league/followed',
  'following/league/:leagueId',
  'following/league/:leagueId/followed',
  'following/category',
  'following/category/followed',
  'following/category/:mainId',
  'following/category/:mainId/followed',
  'auth/sign-up/following/league',
  'auth/sign-up/following/league/followed',
  'auth/sign-up/following/league/:leagueId',
  'auth/sign-up/following/category',
  'auth/sign-up/following/category/followed',
  'auth/sign-up/following/category/:mainId',
  'club',
  'recommendation',
  'selected/clips',
  'selected/videos',
];
const nameOf = (path: string) =>
  path
    .split('/')
    .map((s) => s.replace(/^:/, ''))
    .join('-');

describe('mf-following routes module', () => {
  test('follows the remote contract', () => {
    expect(routes.remote).toBe('mf-following');
    expect(routes.namespace).toBe('following');
  });

  test('declares every product route under its prefixes, with product names, unique', () => {
    expectRouteTable(routes, Object.fromEntries(PATHS.map((path) => [nameOf(path), path])));
  });

  test('every route needs sign-in', () => {
    for (const route of all) expect(route.handle!.middleware).toEqual(['auth']);
  });

  test('sign-up steps use the auth layout; others the default layout', () => {
    for (const route of all) expect(route.handle!.layout).toBe(route.path!.startsWith('auth/') ? 'auth' : 'default');
  });

  test('the survey is excluded on the sign-up following routes and club (docs/product.md)', () => {
    expect(
      all
        .filter((r) => r.handle!.surveyExcluded)
        .map((r) => r.handle!.name)
        .sort(),
    ).toEqual([...PATHS.filter((p) => p.startsWith('auth/')).map(nameOf), 'club'].sort());
  });

  test('ids are validated', () => {
    expect(byName('following-league-leagueId').validate!({ leagueId: '4' })).toBe(true);
    expect(byName('following-league-leagueId-followed').validate!({ leagueId: 'x' })).toBe(false);
    expect(byName('auth-sign-up-following-category-mainId').validate!({ mainId: '9' })).toBe(true);
  });

  test('translations load', async () => {
    expect(Object.keys(await routes.loadTranslations('uk-UA'))).toEqual(Object.keys(await routes.loadTranslations('en')));
  });
});
