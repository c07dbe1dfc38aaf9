// The portal header: the tenant's logo and name, the main navigation, search, language
// and colour-mode switchers and the account menu (or Sign in). Below 1024 px the
// navigation moves into a menu panel opened by a menu button. `minimal`: the slim header
// of the auth layout (logo and switchers only).
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import { isAuthenticatedAtom, useCustomerConfig, useRouteAvailable } from '@portal/shared';
import { CloseIcon, IconButton, MenuIcon, RouteLink, RouteNavLink, SearchIcon, visuallyHiddenStyle } from '@portal/shared/ui';
import { AccountMenu } from './AccountMenu.tsx';
import { ColorModeSwitcher } from './ColorModeSwitcher.tsx';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { mainNavItems } from './nav-items.ts';

export function Brand({ compact = false, testId = 'brand' }: { compact?: boolean; testId?: string }) {
  const config = useCustomerConfig();
  const theme = useTheme();
  const { t } = useTranslation('common');
  const name = config?.name ?? '';
  return (
    <RouteLink
      to="/"
      aria-label={name ? `${name} – ${t('nav.home')}` : t('nav.home')}
      data-testid={testId}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(2.5),
        minInlineSize: 0,
        color: theme.color.text,
        textDecoration: 'none',
        borderRadius: theme.radius.sm,
      }}
    >
      {/* A tenant's logo is its wordmark (the name is the link's label): the name is written
          out only for a tenant without a logo, so it never shows twice. */}
      {config?.appearance.logo_url ? (
        <img
          src={config.appearance.logo_url}
          alt=""
          height={36}
          css={{ blockSize: 36, inlineSize: 'auto', maxInlineSize: 160, objectFit: 'contain', flexShrink: 1, minInlineSize: 0 }}
        />
      ) : (
        <span
          css={{
            ...theme.text.title,
            fontSize: theme.fontSize.lg,
            fontWeight: theme.fontWeight.heavy,
            letterSpacing: '-0.01em',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            display: compact ? 'none' : 'block',
            [theme.mq.up('2xs')]: { display: 'block' },
          }}
        >
          {name}
        </span>
      )}
    </RouteLink>
  );
}

const navLinkStyles = (theme: Theme, vertical: boolean): CSSObject => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vertical ? 48 : 40,
  paddingInline: vertical ? theme.space(4) : theme.space(3),
  borderRadius: theme.radius.md,
  color: theme.color.textMuted,
  ...theme.text.label,
  fontSize: vertical ? theme.fontSize.lg : theme.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${theme.motion.fast} ${theme.motion.easing}, background-color ${theme.motion.fast} ${theme.motion.easing}`,
  '&:hover': { color: theme.color.text, backgroundColor: theme.color.surfaceHover },
  '&[aria-current="page"]': {
    color: theme.color.text,
    backgroundColor: vertical ? theme.color.primarySubtle : undefined,
    '&::after': vertical
      ? undefined
      : {
          content: '""',
          position: 'absolute',
          insetInline: theme.space(3),
          insetBlockEnd: -12,
          blockSize: 3,
          borderRadius: theme.radius.full,
          backgroundColor: theme.color.primary,
        },
  },
});

export function MainNav({ vertical = false, id }: { vertical?: boolean; id?: string }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const leaguesView = Boolean(useCustomerConfig()?.enable_leagues_view);
  return (
    <nav aria-label={t('nav.main')} id={id}>
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          gap: vertical ? theme.space(1) : theme.space(0.5),
        }}
      >
        {mainNavItems(authenticated, { leaguesView }).map((item) => (
          <li key={item.to}>
            <RouteNavLink to={item.to} end={item.end} css={navLinkStyles(theme, vertical)}>
              {t(item.label)}
            </RouteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchLink() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const location = useLocation();
  // On the search page already: keep what was typed (the page focuses its field on each visit).
  const to = location.pathname.startsWith('/search') ? `/search/${location.search}` : '/search/';
  // The search lists teams where they have pages (issue 27 item 10); elsewhere it searches events.
  const teams = useRouteAvailable('/team/1/');
  return (
    <RouteLink
      to={to}
      whenOff="none"
      state={{ focusSearch: Date.now() }}
      data-testid="search-link"
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(2),
        blockSize: 40,
        minInlineSize: 40,
        justifyContent: 'center',
        borderRadius: theme.radius.full,
        color: theme.color.textMuted,
        textDecoration: 'none',
        ...theme.text.bodySmall,
        '&:hover': { color: theme.color.text, backgroundColor: theme.color.surfaceHover },
        [theme.mq.xl]: {
          justifyContent: 'flex-start',
          inlineSize: 220,
          paddingInline: theme.space(3.5),
          backgroundColor: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          '&:hover': { borderColor: theme.color.borderStrong, backgroundColor: theme.color.surface },
        },
      }}
    >
      <SearchIcon size={18} />
      {/* The visible text is the link's name (WCAG 2.5.3 label in name); hidden from sight below xl, not from readers. */}
      <span
        css={{
          ...visuallyHiddenStyle,
          [theme.mq.xl]: { position: 'static', inlineSize: 'auto', blockSize: 'auto', margin: 0, clip: 'auto', overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
      >
        {t(teams ? 'nav.search_placeholder' : 'nav.search_placeholder_events')}
      </span>
    </RouteLink>
  );
}

export function Header({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const desktopOnly: CSSObject = { display: 'none', [theme.mq.lg]: { display: 'flex' } };
  const mobileOnly: CSSObject = { display: 'flex', [theme.mq.lg]: { display: 'none' } };
  const tabletUp: CSSObject = { display: 'none', [theme.mq.md]: { display: 'flex' } };

  return (
    <header
      data-preload="intent"
      data-testid="site-header"
      css={{
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: theme.zIndex.header,
        backgroundColor: theme.mode === 'dark' ? 'rgba(15, 22, 36, 0.86)' : 'rgba(244, 247, 252, 0.88)',
        backdropFilter: 'saturate(1.4) blur(14px)',
        WebkitBackdropFilter: 'saturate(1.4) blur(14px)',
        borderBlockEnd: `1px solid ${theme.color.border}`,
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(2),
          blockSize: theme.layout.headerHeight,
          maxInlineSize: theme.layout.maxWidth,
          marginInline: 'auto',
          paddingInline: theme.layout.gutter.base,
          [theme.mq.md]: { paddingInline: theme.layout.gutter.md, gap: theme.space(3) },
          [theme.mq.lg]: { paddingInline: theme.layout.gutter.lg, gap: theme.space(6) },
          [theme.mq['2xl']]: { paddingInline: theme.layout.gutter['2xl'] },
        }}
      >
        {minimal ? null : (
          <div css={mobileOnly}>
            <IconButton
              aria-label={menuOpen ? t('nav.close_menu') : t('nav.menu')}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="menu-button"
              css={{ marginInlineStart: -8 }}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </div>
        )}
        <div css={{ minInlineSize: 0, flexShrink: 1, display: 'flex' }}>
          <Brand compact={!minimal} />
        </div>
        {minimal ? null : (
          <div css={{ ...desktopOnly, minInlineSize: 0 }}>
            <MainNav />
          </div>
        )}
        <div css={{ flex: 1 }} />
        <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), [theme.mq.md]: { gap: theme.space(2) } }}>
          {minimal ? null : <SearchLink />}
          <div css={minimal ? { display: 'flex' } : tabletUp}>
            <LocaleSwitcher />
          </div>
          <div css={minimal ? { display: 'flex' } : tabletUp}>
            <ColorModeSwitcher />
          </div>
          {minimal ? null : <AccountMenu />}
        </div>
      </div>
      {minimal ? null : (
        <div
          id={panelId}
          hidden={!menuOpen}
          data-testid="mobile-nav"
          css={{
            borderBlockStart: `1px solid ${theme.color.border}`,
            backgroundColor: theme.color.bg,
            maxBlockSize: `calc(100dvh - ${theme.layout.headerHeight})`,
            overflowY: 'auto',
            padding: theme.space(3, 4, 6),
            boxShadow: theme.shadow.md,
            [theme.mq.lg]: { display: 'none !important' },
          }}
        >
          {menuOpen ? (
            <>
              <MainNav vertical />
              <div
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: theme.space(2),
                  marginBlockStart: theme.space(4),
                  paddingBlockStart: theme.space(4),
                  borderBlockStart: `1px solid ${theme.color.border}`,
                  [theme.mq.md]: { display: 'none' },
                }}
              >
                <LocaleSwitcher />
                <ColorModeSwitcher />
              </div>
            </>
          ) : null}
        </div>
      )}
    </header>
  );
}
