import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { routeAvailable } from '../../config/route-available.ts';
import { setCustomerConfig } from '../../config/customer.ts';
import type { PublicTenantConfig } from '../../contract/tenant.ts';
import { testRemote, testTenant } from '../../testing/tenant.ts';
import { RouteLink, RouteNavLink } from './RouteLink.tsx';

// kadur's shape: team page off by flag (the API lists it), commerce switched off.
const kadur = (): PublicTenantConfig =>
  testTenant({
    enable_team_page: false,
    disabled_routes: ['team/:teamId'],
    route_rules: [{ from: '/old-offers', match: 'exact', to: '/' }],
    remotes: [
      testRemote('mf-events', ['/']),
      testRemote('mf-auth', ['/auth']),
      testRemote('mf-account', ['/account']),
      testRemote('mf-commerce', ['/auth/sign-up/subscription', '/account/subscription/buy', '/payment'], false),
      testRemote('mf-following', ['/following', '/club']),
    ],
  });

afterEach(() => act(() => setCustomerConfig(null)));

describe('routeAvailable', () => {
  test('a page the tenant switched off, or one owned by a disabled remote, is not available', () => {
    const config = kadur();
    expect(routeAvailable(config, '/team/12/')).toBe(false);
    expect(routeAvailable(config, '/team/12/?tab=squad#top')).toBe(false);
    expect(routeAvailable(config, '/account/subscription/buy/3/')).toBe(false);
    expect(routeAvailable(config, '/payment/success/')).toBe(false);
    expect(routeAvailable(config, '/auth/sign-up/subscription/code/')).toBe(false);
  });

  test('the longest enabled prefix owns the rest; other targets and an unknown tenant count as available', () => {
    const config = kadur();
    expect(routeAvailable(config, '/team/')).toBe(true);
    expect(routeAvailable(config, '/teams/12/')).toBe(true);
    expect(routeAvailable(config, '/account/subscription/')).toBe(true);
    expect(routeAvailable(config, '/auth/sign-up/')).toBe(true);
    expect(routeAvailable(config, '/following/league/4/')).toBe(true);
    expect(routeAvailable(config, '/old-offers/')).toBe(true);
    expect(routeAvailable(config, '#main')).toBe(true);
    expect(routeAvailable(config, 'https://example.org/team/1/')).toBe(true);
    expect(routeAvailable(null, '/team/12/')).toBe(true);
    expect(routeAvailable(testTenant(), '/team/12/')).toBe(true);
  });

  test('no owner at all is not available', () => {
    const config = testTenant({ remotes: [testRemote('mf-auth', ['/auth'])] });
    expect(routeAvailable(config, '/events/1/')).toBe(false);
  });

  test("the shell's content pages are available without the remote that owns '/' (ADR 0056)", () => {
    const config = testTenant({ remotes: [testRemote('mf-events', ['/'], false), testRemote('mf-auth', ['/auth'])] });
    for (const to of ['/faq/', '/about/', '/terms/', '/privacy/', '/open-app/', '/info/contact/?x=1']) expect(routeAvailable(config, to)).toBe(true);
    expect(routeAvailable(config, '/live/')).toBe(false);
    expect(routeAvailable(config, '/info/')).toBe(false);
    expect(routeAvailable(config, '/faq/more/')).toBe(false);
  });
});

describe('RouteLink and RouteNavLink', () => {
  const renderIn = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

  test('link to an available page', () => {
    act(() => setCustomerConfig(kadur()));
    renderIn(<RouteLink to="/league/4/">Premier</RouteLink>);
    expect(screen.getByRole('link', { name: 'Premier' })).toHaveAttribute('href', '/league/4/');
  });

  test('a switched-off page keeps the words without a link, or renders nothing when asked', () => {
    act(() => setCustomerConfig(kadur()));
    renderIn(
      <>
        <RouteLink to="/team/7/">Maccabi</RouteLink>
        <RouteLink to="/account/subscription/buy/2/" whenOff="none">
          Buy
        </RouteLink>
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Maccabi')).toBeInTheDocument();
    expect(screen.queryByText('Buy')).toBeNull();
  });

  test('the same link appears once the tenant has the page', () => {
    act(() => setCustomerConfig(kadur()));
    renderIn(<RouteLink to={{ pathname: '/team/7/' }}>Maccabi</RouteLink>);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => setCustomerConfig(testTenant()));
    expect(screen.getByRole('link', { name: 'Maccabi' })).toHaveAttribute('href', '/team/7/');
  });

  test('nav links disappear by default and may keep their words', () => {
    act(() => setCustomerConfig(kadur()));
    renderIn(
      <>
        <RouteNavLink to="/payment/success/">Payments</RouteNavLink>
        <RouteNavLink to="/team/3/" whenOff="text">
          {({ isActive }) => `Team ${isActive ? 'here' : 'elsewhere'}`}
        </RouteNavLink>
        <RouteNavLink to="/live/">Live</RouteNavLink>
      </>,
    );
    expect(screen.queryByText('Payments')).toBeNull();
    expect(screen.getByText('Team elsewhere')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/live/']);
  });
});
