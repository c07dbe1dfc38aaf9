import { mainNavItems } from './nav-items.ts';

const last = (items: ReturnType<typeof mainNavItems>) => items[items.length - 1];

describe('main navigation (issue 11 item 5)', () => {
  test('the leagues view gives everyone a Leagues entry to the league and category lists', () => {
    expect(last(mainNavItems(false, { leaguesView: true }))).toEqual({ to: '/following/league/', label: 'nav.leagues' });
    expect(last(mainNavItems(true, { leaguesView: true }))).toEqual({ to: '/following/league/', label: 'nav.leagues' });
  });

  test('without it, only signed-in viewers get Following', () => {
    expect(last(mainNavItems(true))).toEqual({ to: '/following/league/', label: 'nav.following' });
    expect(mainNavItems(false).map((i) => i.label)).toEqual(['nav.home', 'nav.live', 'nav.upcoming', 'nav.archive', 'nav.highlights']);
  });
});
