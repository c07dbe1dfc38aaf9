// The account area's frame: a heading, the sub-navigation (general, password,
// devices, billing, subscription, pay-per-view) and the section's content.
import { useTheme } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Container, RouteNavLink } from '@portal/shared/ui';
import { COMMERCE_SECTIONS, useCommerceEnabled } from './commerce.ts';

export const ACCOUNT_SECTIONS = ['general', 'password', 'devices', 'billing', 'subscription', 'ppv'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function AccountNav() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const commerce = useCommerceEnabled();
  // Without commerce the tenant has no billing, subscriptions or tickets to show.
  const sections = commerce ? ACCOUNT_SECTIONS : ACCOUNT_SECTIONS.filter((s) => !COMMERCE_SECTIONS.has(s));
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections scroll sideways in one row: bring the current one into view (Billing and
  // later sections start off-screen at 390 px), without moving the page.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list.current && current && list.current.scrollWidth > list.current.clientWidth) current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label={tr('nav.label')}>
      <ul
        ref={list}
        css={{
          display: 'flex',
          gap: t.space(1),
          margin: 0,
          padding: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          [t.mq.lg]: { flexDirection: 'column', overflow: 'visible' },
        }}
      >
        {sections.map((section) => (
          <li key={section} css={{ flexShrink: 0 }}>
            <RouteNavLink
              to={`/account/${section}/`}
              css={{
                display: 'block',
                paddingInline: t.space(4),
                paddingBlock: t.space(2.5),
                borderRadius: t.radius.md,
                color: t.color.textMuted,
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                ...t.text.label,
                '&:hover': { backgroundColor: t.color.surfaceHover, color: t.color.text },
                '&:focus-visible': t.focusRing,
                // Body text on the tint: the tenant's primary as text on its own tint can miss 4.5:1 (arena light).
                '&[aria-current="page"]': { backgroundColor: t.color.primarySubtle, color: t.color.text, fontWeight: t.fontWeight.bold },
              }}
            >
              {tr(`nav.${section}`)}
            </RouteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountLayout({ children }: { children: ReactNode }) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  return (
    <Container css={{ paddingBlock: t.space(6, 16), [t.mq.md]: { paddingBlock: t.space(10, 20) } }}>
      <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0, marginBlockEnd: t.space(6) }}>{tr('nav.title')}</p>
      {/* minmax(0, 1fr): the sub-navigation scrolls inside its row instead of widening the page on phones. */}
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: t.space(6),
          [t.mq.lg]: { gridTemplateColumns: '220px minmax(0, 1fr)', gap: t.space(12), alignItems: 'start' },
        }}
      >
        <AccountNav />
        <div css={{ minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: t.space(6) }}>{children}</div>
      </div>
    </Container>
  );
}
