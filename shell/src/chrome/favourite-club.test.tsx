import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { applySignIn, clearSession } from '@portal/shared';
import { content, fakeApi } from '@portal/shared/testing';
import { renderWithShell, setUpI18n, testConfig } from '../test-utils.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { favouriteTeamId } from './favourite-club.ts';

const signIn = (favoriteClubId: string | null) =>
  applySignIn({
    profile: { id: 'u1', email: 'fan@club.test', displayName: 'Dana Fan', favoriteClubId },
    tokenData: { access_token: 't', expires_in: 900, refresh_token: 'r' },
    track: false,
  });

describe('favourite club in the header (issue 11 item 4)', () => {
  beforeAll(() => setUpI18n());
  afterEach(() => clearSession());

  test('only team favourites name a team', () => {
    expect(favouriteTeamId('team|7')).toBe('7');
    expect(favouriteTeamId('identity_item|7')).toBeNull();
    expect(favouriteTeamId(null)).toBeNull();
  });

  test('the account button carries the club crest and its name where the tenant uses favourite clubs', async () => {
    const api = fakeApi((call) =>
      call.path === '/api/team/get_by_id/id/7' ? content({ id: 7, name: 'Harbor City FC', logo: 'https://cdn.test/7.svg' }) : content({ entries: [] }),
    );
    signIn('team|7');
    renderWithShell(
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>,
      { config: testConfig({ enable_favourite_club_selection: true }) },
    );
    expect(await screen.findByTestId('header-club-logo')).toHaveAttribute('src', 'https://cdn.test/7.svg');
    expect(screen.getByTestId('signed-in-user')).toHaveAccessibleName(/Harbor City FC/);
    expect(api.calls.some((c) => c.path === '/api/team/get_by_id/id/7')).toBe(true);
  });

  test('no club lookup where the tenant does not use favourite clubs', async () => {
    const api = fakeApi(() => content({ entries: [] }));
    signIn('team|7');
    renderWithShell(
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>,
      { config: testConfig({ enable_favourite_club_selection: false }) },
    );
    expect(await screen.findByTestId('signed-in-user')).toBeInTheDocument();
    expect(screen.queryByTestId('header-club-logo')).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/api/team/'))).toBe(false);
  });
});
