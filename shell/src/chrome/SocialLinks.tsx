// The tenant's SOCIAL_LINKS (api/README.md kinds) as labelled icon links in the footer: each opens the
// tenant's page in a new tab without giving it this window (rel noopener noreferrer).
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { PublicTenantConfig } from '@portal/shared';
import { GlobeIcon, Icon, type IconProps } from '@portal/shared/ui';

type SocialLinks = PublicTenantConfig['social_links'];
export type SocialKind = keyof SocialLinks;

/** Display order; brand names are not translated, the plain website is. */
export const SOCIAL_ORDER: { kind: SocialKind; network: string | null }[] = [
  { kind: 'facebook', network: 'Facebook' },
  { kind: 'x', network: 'X' },
  { kind: 'instagram', network: 'Instagram' },
  { kind: 'youtube', network: 'YouTube' },
  { kind: 'tiktok', network: 'TikTok' },
  { kind: 'whatsapp', network: 'WhatsApp' },
  { kind: 'web', network: null },
];

// Simplified single-colour glyphs in the kit's 24-unit grid (currentColor, so both themes work).
const ICONS: Record<SocialKind, (p: IconProps) => React.JSX.Element> = {
  facebook: (p) => (
    <Icon {...p}>
      <path d="M14.5 3.5h-1.8A3.7 3.7 0 0 0 9 7.2V10H6.5v3.4H9v7.1h3.5v-7.1h2.6l.5-3.4h-3.1V7.6c0-.6.4-1 1-1h1.9V3.5Z" fill="currentColor" stroke="none" />
    </Icon>
  ),
  x: (p) => (
    <Icon {...p} strokeWidth={1.8}>
      <path d="M4 4h4.2L20 20h-4.2L4 4ZM19.5 4l-6.6 7.2M4.5 20l6.6-7.2" />
    </Icon>
  ),
  instagram: (p) => (
    <Icon {...p}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </Icon>
  ),
  youtube: (p) => (
    <Icon {...p}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8L10 9.2Z" fill="currentColor" stroke="none" />
    </Icon>
  ),
  tiktok: (p) => (
    <Icon {...p}>
      <path d="M13.5 3.5v11.3a3.3 3.3 0 1 1-3.3-3.3M13.5 3.5c.4 2.6 2.3 4.5 5 4.8" />
    </Icon>
  ),
  whatsapp: (p) => (
    <Icon {...p}>
      <path d="M4 20l1.2-3.9A8.3 8.3 0 1 1 8 19l-4 1Z" />
      <path d="M9.2 8.6c-.3 2.6 2.6 5.6 5.4 5.5l.9-1.3-1.8-.9-.8.7a4.5 4.5 0 0 1-2-2l.7-.8-.8-1.8-1.6.6Z" fill="currentColor" stroke="none" />
    </Icon>
  ),
  web: (p) => <GlobeIcon {...p} />,
};

/** The links the tenant configured, https only (the schema refuses others; a stale file must not slip one through). */
export function socialLinksOf(links: SocialLinks | undefined): { kind: SocialKind; network: string | null; url: string }[] {
  return SOCIAL_ORDER.flatMap(({ kind, network }) => {
    const url = links?.[kind];
    return url && /^https:\/\//.test(url) ? [{ kind, network, url }] : [];
  });
}

export function SocialLinksList({ links, name }: { links: SocialLinks | undefined; name: string }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const list = socialLinksOf(links);
  if (!list.length) return null;
  return (
    <ul
      aria-label={t('footer.social')}
      data-testid="footer-social"
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}
    >
      {list.map(({ kind, network, url }) => {
        const Glyph = ICONS[kind];
        return (
          <li key={kind}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-social={kind}
              aria-label={t('footer.social_link', { network: network ?? t('footer.website'), name })}
              title={network ?? t('footer.website')}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                inlineSize: 40,
                blockSize: 40,
                borderRadius: theme.radius.full,
                color: theme.color.textMuted,
                border: `1px solid ${theme.color.border}`,
                '&:hover': { color: theme.color.text, backgroundColor: theme.color.surfaceHover },
                '&:focus-visible': theme.focusRing,
              }}
            >
              <Glyph size={18} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
