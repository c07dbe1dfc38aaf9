// A followable thing (league, category, sub-category, team): logo, name (a link to its children
// when it has some) and the kit's follow toggle over the session's followed map.
import { useTheme } from '@emotion/react';
import { useFollow, type FollowTarget, type FollowType } from '@portal/shared';
import { FollowButton, Image, RouteLink } from '@portal/shared/ui';

export interface FollowTileProps {
  id: string;
  title: string;
  image: string | null;
  type: FollowType;
  target: FollowTarget;
  /** Its own page (children); absent for leaves such as teams and sub-categories. */
  href?: string;
}

export function FollowTile({ id, title, image, type, target, href }: FollowTileProps) {
  const t = useTheme();
  const { followed, busy, toggle } = useFollow(type, id, target);
  const titleId = `${target}-${id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="follow-tile"
      data-followed={followed}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: t.space(3),
        padding: t.space(5, 3, 4),
        [t.mq.md]: { gap: t.space(4), padding: t.space(6, 4, 5) },
        blockSize: '100%',
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `1px solid ${followed ? t.color.primary : t.color.border}`,
        boxShadow: followed ? `0 0 0 1px ${t.color.primary}` : t.shadow.sm,
        textAlign: 'center',
        transition: `border-color ${t.motion.fast} ${t.motion.easing}, box-shadow ${t.motion.fast} ${t.motion.easing}`,
        '&:hover': { borderColor: followed ? t.color.primary : t.color.borderStrong },
      }}
    >
      <span
        css={{
          inlineSize: '72px',
          blockSize: '72px',
          [t.mq.md]: { inlineSize: '88px', blockSize: '88px' },
          borderRadius: t.radius.full,
          overflow: 'hidden',
          backgroundColor: t.color.sunken,
          padding: t.space(3),
        }}
      >
        <Image src={image} alt="" width={64} height={64} fit="contain" />
      </span>
      <h2 id={titleId} css={{ ...t.text.title, margin: 0, flex: 1, overflowWrap: 'anywhere' }}>
        {href ? (
          <RouteLink
            to={href}
            css={{
              color: t.color.text,
              textDecoration: 'none',
              borderRadius: t.radius.xs,
              '&:hover': { color: t.color.primaryText },
              '&:focus-visible': t.focusRing,
            }}
          >
            {title}
          </RouteLink>
        ) : (
          title
        )}
      </h2>
      <FollowButton followed={followed} busy={busy} onToggle={() => void toggle()} name={title} />
    </article>
  );
}
