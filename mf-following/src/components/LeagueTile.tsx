import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Identity } from '@portal/shared';
import { Button, CheckIcon, Image, VisuallyHidden } from '@portal/shared/ui';

export interface LeagueTileProps {
  league: Identity;
  href: string;
  followed: boolean;
  /** Absent when the user cannot follow (not signed in). */
  onToggle?: () => void;
  busy?: boolean;
}

/** A league: logo, name (a link to its teams) and a follow toggle. */
export function LeagueTile({ league, href, followed, onToggle, busy }: LeagueTileProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  const titleId = `league-${league.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="league-tile"
      data-followed={followed}
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: t.space(4),
        padding: t.space(6, 4, 5),
        blockSize: '100%',
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `1px solid ${followed ? t.color.primary : t.color.border}`,
        boxShadow: followed ? `0 0 0 1px ${t.color.primary}` : t.shadow.sm,
        textAlign: 'center',
        transition: `border-color ${t.motion.fast} ${t.motion.easing}, box-shadow ${t.motion.fast} ${t.motion.easing}`,
        '&:hover': { borderColor: t.color.borderStrong },
      }}
    >
      <span css={{ inlineSize: '88px', blockSize: '88px', borderRadius: t.radius.full, overflow: 'hidden', backgroundColor: t.color.sunken, padding: t.space(3) }}>
        <Image src={league.logo ?? league.image} alt="" width={64} height={64} fit="contain" />
      </span>
      <h2 id={titleId} css={{ ...t.text.title, margin: 0, flex: 1 }}>
        <Link to={href} css={{ color: t.color.text, textDecoration: 'none', borderRadius: t.radius.xs, '&:hover': { color: t.color.primaryText }, '&:focus-visible': t.focusRing }}>
          {league.title}
        </Link>
      </h2>
      {onToggle ? (
        <Button
          size="small"
          fullRounded
          variant={followed ? 'secondary' : 'primary'}
          aria-pressed={followed}
          loading={busy}
          startIcon={followed ? <CheckIcon size={16} /> : undefined}
          onClick={onToggle}
        >
          {followed ? tr('leagues.following') : tr('leagues.follow')}
          <VisuallyHidden> {league.title}</VisuallyHidden>
        </Button>
      ) : null}
    </article>
  );
}
