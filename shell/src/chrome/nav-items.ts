// The main navigation of the home layout (issue 4 item 12).
export interface NavItem {
  to: string;
  /** Key in the common namespace. */
  label: string;
  /** Active only on exactly this path. */
  end?: boolean;
}

export function mainNavItems(authenticated: boolean): NavItem[] {
  return [
    { to: '/', label: 'nav.home', end: true },
    { to: '/live/', label: 'nav.live' },
    { to: '/upcoming/', label: 'nav.upcoming' },
    { to: '/archive/', label: 'nav.archive' },
    { to: '/highlight/', label: 'nav.highlights' },
    ...(authenticated ? [{ to: '/following/league/', label: 'nav.following' }] : []),
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
