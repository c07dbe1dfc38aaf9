import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/shared';
import { GlobeIcon, Skeleton } from '@portal/shared/ui';
import type { SocialKind } from './get-identity.ts';
import { TeamLogo } from '../../common/TeamLogo.tsx';

export interface EntityHeaderProps {
  eyebrow: string;
  title: string | null;
  logo: string | null;
  color?: string | null;
  /** A wide picture behind the header (a league's banner); the colour gradient without one. */
  banner?: string | null;
  description?: string | null;
  /** api/README.md social links; each opens in a new tab. */
  social?: { kind: SocialKind; url: string }[];
  children?: ReactNode;
}

/** The banner of a league, category or team page: logo, eyebrow, name, description, social links. */
export function EntityHeader({ eyebrow, title, logo, color, banner, description, social = [], children }: EntityHeaderProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  usePageTitle(title);
  const tint = color ?? t.color.primarySubtle;
  return (
    <header
      data-testid="entity-header"
      css={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: t.radius.xl,
        border: `1px solid ${t.color.border}`,
        background: `linear-gradient(120deg, ${tint} -40%, ${t.color.surface} 60%)`,
        '[dir="rtl"] &': { background: `linear-gradient(240deg, ${tint} -40%, ${t.color.surface} 60%)` },
      }}
    >
      {banner ? (
        <img
          src={banner}
          alt=""
          data-testid="entity-banner"
          css={{
            display: 'block',
            inlineSize: '100%',
            blockSize: 'clamp(96px, 22vw, 220px)',
            objectFit: 'cover',
            borderBlockEnd: `1px solid ${t.color.border}`,
          }}
        />
      ) : null}
      <div css={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: t.space(5), padding: t.space(6) }}>
        {title === null ? <Skeleton width="72px" height="72px" radius="full" /> : <TeamLogo name={title} logoUrl={logo} color={color} size={72} />}
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(1), minInlineSize: 0, flex: '1 1 240px' }}>
          <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{eyebrow}</p>
          <h1 css={{ ...t.text.h1, margin: 0, overflowWrap: 'anywhere' }}>{title ?? <Skeleton width="240px" height="2rem" />}</h1>
          {description ? <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0, maxInlineSize: '70ch' }}>{description}</p> : null}
          {children}
        </div>
        {social.length && title ? (
          <ul
            aria-label={tr('browse.identity.social', { name: title })}
            css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}
          >
            {social.map((link) => (
              <li key={link.kind}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={`social-${link.kind}`}
                  aria-label={`${tr(`browse.social.${link.kind}`)}${tr('browse.social.newTab', { name: title })}`}
                  css={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: t.space(1.5),
                    minBlockSize: 36,
                    paddingInline: t.space(3),
                    borderRadius: t.radius.full,
                    border: `1px solid ${t.color.border}`,
                    backgroundColor: t.color.surface,
                    color: t.color.text,
                    textDecoration: 'none',
                    ...t.text.bodySmall,
                    '&:hover': { borderColor: t.color.borderStrong },
                    '&:focus-visible': t.focusRing,
                  }}
                >
                  {link.kind === 'web' ? <GlobeIcon size={16} /> : null}
                  {tr(`browse.social.${link.kind}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
