import { isShellPage, type PortalRoute } from '@portal/shared';
import { expectRouteTable } from '@portal/shared/testing';
import routes from './routes.tsx';

const flat = (list: PortalRoute[]): PortalRoute[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
const all = flat(routes.routes);
const byName = (name: string) => all.find((r) => r.handle?.name === name)!;

// docs/product.md "Public" routes owned by mf-events (the prefix map gives it '/'), by product name.
// The content pages and /open-app are the shell's (ADR 0056), checked below.
const EXPECTED: Record<string, string | null> = {
  index: null,
  home: 'home',
  'dev-ad-test': 'dev-ad-test',
  latest: 'latest',
  search: 'search',
  archive: 'archive',
  upcoming: 'upcoming',
  highlight: 'highlight',
  suggested: 'suggested',
  live: 'live',
  'live-sportType': 'live/:sportType',
  'team-teamId': 'team/:teamId',
  'league-leagueId': 'league/:leagueId',
  'category-mainId': 'category/:mainId',
  'category-mainId-sub-category-subId': 'category/:mainId/sub-category/:subId',
  'events-eventId': 'events/:eventId',
  'events-stats-eventId': 'events/stats/:eventId',
  'channels-eventId': 'channels/:eventId',
  'redirect-events-referenceId': 'redirect/events/:referenceId',
  // Issue 16: up to four live events at once, behind the tenant flag enable_multiview.
  multiview: 'multiview',
};

describe('mf-events routes module', () => {
  test('follows the remote contract', () => {
    expect(routes.remote).toBe('mf-events');
    expect(routes.namespace).toBe('events');
    expect(typeof routes.loadTranslations).toBe('function');
  });

  test('declares every product route it owns, each with a handle and a component; ids and names unique', () => {
    expectRouteTable(routes, EXPECTED);
  });

  test('names follow the product style (segments joined by -, params by name)', () => {
    for (const route of all.filter((r) => r.path)) {
      expect(route.handle!.name).toBe(
        route
          .path!.split('/')
          .map((s) => s.replace(/^:/, ''))
          .join('-'),
      );
    }
  });

  test('all public pages use the home layout and need no sign-in', () => {
    for (const route of all) {
      expect(route.handle!.layout).toBe('home');
      expect(route.handle!.middleware ?? []).not.toContain('auth');
    }
  });

  test("the team page needs the tenant's enable_team_page flag (product disable-team-page), else a team 404", () => {
    expect(byName('team-teamId').handle).toMatchObject({ requiresFlag: 'enable_team_page', notFoundContext: 'team' });
    expect(
      all
        .filter((r) => r.handle!.requiresFlag)
        .map((r) => r.handle!.name)
        .sort(),
    ).toEqual(['events-stats-eventId', 'multiview', 'team-teamId']);
  });

  test('the multiview page needs enable_multiview, else a 404', () => {
    expect(byName('multiview').handle).toMatchObject({ requiresFlag: 'enable_multiview' });
  });

  test('the stats page needs enable_match_stats, else an event 404', () => {
    expect(byName('events-stats-eventId').handle).toMatchObject({ requiresFlag: 'enable_match_stats', notFoundContext: 'event' });
  });

  test('the survey is excluded exactly on redirect-events-referenceId', () => {
    expect(all.filter((r) => r.handle!.surveyExcluded).map((r) => r.handle!.name)).toEqual(['redirect-events-referenceId']);
  });

  test("claims none of the shell's pages (a tenant without this remote keeps them)", () => {
    expect(all.filter((r) => r.path && isShellPage(`/${r.path}/`)).map((r) => r.path)).toEqual([]);
  });

  test('id params are validated', () => {
    expect(byName('events-eventId').validate!({ eventId: '42' })).toBe(true);
    expect(byName('events-eventId').validate!({ eventId: 'abc' })).toBe(false);
    expect(byName('league-leagueId').validate!({ leagueId: '0' })).toBe(false);
    expect(byName('team-teamId').validate!({ teamId: '3' })).toBe(true);
    expect(byName('category-mainId-sub-category-subId').validate!({ mainId: '1', subId: 'x' })).toBe(false);
    expect(byName('live-sportType').validate!({ sportType: 'football' })).toBe(true);
    expect(byName('live-sportType').validate!({ sportType: '<script>' })).toBe(false);
  });

  test('translations load for every locale', async () => {
    const en = await routes.loadTranslations('en');
    const he = await routes.loadTranslations('he');
    expect(Object.keys(he)).toEqual(Object.keys(en));
  });
});
