import { screen, within } from '@testing-library/react';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n, testTenant } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

// Scheduled broadcast 18:30 UTC, real kick-off 18:45 UTC; both teams have short names.
const event = rawEvent(5, 'archived', {
  team1ShortName: 'HOM',
  team2ShortName: 'AWY',
  date: '2030-05-04T18:30:00.000Z',
  gameStartDate: '2030-05-04T18:45:00.000Z',
});

async function card(flags: { enable_short_team_names: boolean; enable_real_kickoff_time: boolean }) {
  mockFetch(() => json(paged([event])));
  renderRoutes(routes, '/archive/', { config: testTenant(flags) });
  return (await screen.findAllByTestId('event-card'))[0]!;
}

test('cards name teams in full and show the scheduled time by default', async () => {
  const c = await card({ enable_short_team_names: false, enable_real_kickoff_time: false });
  expect(within(c).getByText('Home 5')).toBeInTheDocument();
  expect(within(c).queryByText('HOM')).toBeNull();
  expect(document.querySelector('main time, time')).toHaveAttribute('datetime', '2030-05-04T18:30:00.000Z');
});

test('enable_short_team_names and enable_real_kickoff_time: short names and the real kick-off', async () => {
  const c = await card({ enable_short_team_names: true, enable_real_kickoff_time: true });
  expect(within(c).getByText('HOM')).toBeInTheDocument();
  expect(within(c).getByText('AWY')).toBeInTheDocument();
  expect(document.querySelector('main time, time')).toHaveAttribute('datetime', '2030-05-04T18:45:00.000Z');
});

describe('elements per card (the first commit of a page builds one set per card, docs/benchmarks.md)', () => {
  const original = window.matchMedia;
  const touchScreen = (canHover: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: canHover && query.includes('hover: hover'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => {
    window.matchMedia = original;
  });

  const elements = (c: HTMLElement) => c.closest('article')!.querySelectorAll('*').length + 1;

  test('a scored replay card on a phone is 27 elements: no hover-only play button, logos without wrappers', async () => {
    touchScreen(false);
    const c = await card({ enable_short_team_names: false, enable_real_kickoff_time: false });
    expect(c.closest('article')!.querySelector('[data-play]')).toBeNull();
    // the two team logos are the round tiles themselves
    const logos = [...c.querySelectorAll('img')];
    expect(logos).toHaveLength(2);
    for (const logo of logos) expect(logo.parentElement!.childElementCount).toBeGreaterThan(1);
    // 32 before (ADR 0038's amendment of 2026-11-27); a card that grows grows every page of cards
    expect(elements(c)).toBeLessThanOrEqual(27);
  });

  test('with a mouse the play button is there on hover', async () => {
    touchScreen(true);
    const c = await card({ enable_short_team_names: false, enable_real_kickoff_time: false });
    expect(c.closest('article')!.querySelector('[data-play] svg')).not.toBeNull();
  });
});
