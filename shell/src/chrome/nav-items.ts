// The main navigation of the home layout (issue 4 item 12).
export interface NavItem {
  to: string;
  /** Key in the common namespace. */
  label: string;
  /** Active only on exactly this path. */
  end?: boolean;
}

/**
 * With the tenant's leagues view on (enable_leagues_view), everyone gets a Leagues entry (the
 * lists need sign-in, so a visitor passes the login page first); otherwise signed-in viewers
 * get Following, which leads to the same lists.
 */
export function mainNavItems(authenticated: boolean, { leaguesView = false }: { leaguesView?: boolean } = {}): NavItem[] {
  const leagues: NavItem[] = leaguesView
    ? [{ to: '/following/league/', label: 'nav.leagues' }]
    : authenticated
      ? [{ to: '/following/league/', label: 'nav.following' }]
      : [];
  return [
    { to: '/', label: 'nav.home', end: true },
    { to: '/live/', label: 'nav.live' },
    { to: '/upcoming/', label: 'nav.upcoming' },
    { to: '/archive/', label: 'nav.archive' },
    { to: '/highlight/', label: 'nav.highlights' },
    ...leagues,
  ];
}

export const accountMenuItems: NavItem[] = [
  { to: '/account/general/', label: 'nav.account' },
  { to: '/following/league/', label: 'nav.following' },
  { to: '/selected/videos/', label: 'nav.watchlist' },
];

export const footerLinks: NavItem[] = [
  { to: '/about/', label: 'footer.about' },
  { to: '/faq/', label: 'footer.faq' },
  { to: '/terms/', label: 'footer.terms' },
  { to: '/privacy/', label: 'footer.privacy' },
];
