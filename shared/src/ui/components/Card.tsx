import { useTheme } from '@emotion/react';
import type { ElementType, ReactNode } from 'react';
import { PlayIcon } from '../icons/icons.tsx';
import type { PolymorphicProps } from '../internal/polymorphic.ts';
import { CAN_HOVER } from '../theme/breakpoints.ts';
import { useUiText } from '../text.tsx';
import { Image } from './Image.tsx';

export interface CardOwnProps {
  title: ReactNode;
  /** Muted line under the title: league, date, duration. */
  meta?: ReactNode;
  /** Poster image URL (16:9). */
  poster?: string | null;
  /** Alt text of the poster; default "" (the title already names the card). */
  posterAlt?: string;
  /** Top start corner of the poster: a Badge such as LIVE. */
  badge?: ReactNode;
  /** Bottom end corner of the poster: e.g. a duration or price Badge. */
  cornerBadge?: ReactNode;
  /** Watch progress from 0 to 1, shown as a bar on the poster. */
  progress?: number;
  /** Makes the whole card a link (the title carries the link, its hit area covers the card). */
  href?: string;
  /** Link component for the title (e.g. the router's Link with `to`). */
  as?: ElementType;
  /** Heading level of the title; default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export type CardProps<C extends ElementType = 'a'> = PolymorphicProps<C, CardOwnProps>;

/** Event card: poster with badges, title and meta line; hover lift and visible focus. */
export function Card<C extends ElementType = 'a'>(props: CardProps<C>) {
  const {
    title,
    meta,
    poster,
    posterAlt = '',
    badge,
    cornerBadge,
    progress,
    href,
    as,
    headingLevel = 3,
    className,
    ...linkProps
  } = props as CardProps<'a'> & {
    as?: ElementType;
  };
  const t = useTheme();
  const text = useUiText();
  const Heading = `h${headingLevel}` as 'h3';
  const Link: ElementType | null = as ?? (href !== undefined ? 'a' : null);
  const interactive = Link !== null;
  // The play button shows on hover only: where nothing can hover (phones) it is not built at all, three
  // elements fewer per card (docs/benchmarks.md, "Fewer elements per card"). Read per render; a tablet
  // that gets a mouse has it from its next page.
  const canHover = matchMedia(CAN_HOVER).matches;

  return (
    <article
      className={className}
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: t.space(3),
        minInlineSize: 0,
        '& [data-poster] img': { transition: `transform ${t.motion.base} ${t.motion.easeOut}, opacity ${t.motion.base} ${t.motion.easing}` },
        ...(interactive
          ? {
              [t.mq.hover]: {
                '&:hover [data-poster]': { transform: 'translateY(-3px)', boxShadow: t.shadow.card, borderColor: t.color.borderStrong },
                '&:hover [data-poster] img': { transform: 'scale(1.04)' },
                '&:hover [data-play]': { opacity: 1, transform: 'scale(1)' },
                '&:hover h2, &:hover h3, &:hover h4': { color: t.color.primaryText },
              },
            }
          : {}),
      }}
    >
      <div
        data-poster=""
        css={{
          position: 'relative',
          borderRadius: t.radius.lg,
          overflow: 'hidden',
          border: `1px solid ${t.color.border}`,
          backgroundColor: t.color.sunken,
          transition: `transform ${t.motion.base} ${t.motion.easeOut}, box-shadow ${t.motion.base} ${t.motion.easing}, border-color ${t.motion.base}`,
          isolation: 'isolate',
        }}
      >
        <Image src={poster} alt={posterAlt} />
        <span aria-hidden="true" css={{ position: 'absolute', inset: 0, background: t.color.scrim, opacity: 0.55, pointerEvents: 'none' }} />
        {interactive && canHover ? (
          <span
            data-play=""
            aria-hidden="true"
            css={{
              position: 'absolute',
              insetBlockEnd: t.space(3),
              insetInlineStart: t.space(3),
              display: 'grid',
              placeItems: 'center',
              inlineSize: '40px',
              blockSize: '40px',
              borderRadius: t.radius.full,
              backgroundColor: t.color.primary,
              color: t.color.onPrimary,
              boxShadow: t.shadow.md,
              opacity: 0,
              transform: 'scale(0.85)',
              transition: `opacity ${t.motion.fast} ${t.motion.easing}, transform ${t.motion.base} ${t.motion.easeOut}`,
            }}
          >
            <PlayIcon size={18} css={{ marginInlineStart: '2px' }} />
          </span>
        ) : null}
        {badge ? (
          <span css={{ position: 'absolute', insetBlockStart: t.space(2.5), insetInlineStart: t.space(2.5), display: 'flex', gap: t.space(1.5) }}>{badge}</span>
        ) : null}
        {cornerBadge ? <span css={{ position: 'absolute', insetBlockEnd: t.space(2.5), insetInlineEnd: t.space(2.5) }}>{cornerBadge}</span> : null}
        {progress !== undefined ? (
          <span
            role="progressbar"
            aria-label={text.watched}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(Math.min(1, Math.max(0, progress)) * 100)}
            css={{ position: 'absolute', insetInline: 0, insetBlockEnd: 0, blockSize: '4px', backgroundColor: 'rgba(255, 255, 255, 0.25)' }}
          >
            <span
              css={{ display: 'block', blockSize: '100%', backgroundColor: t.color.primary }}
              style={{ inlineSize: `${Math.min(1, Math.max(0, progress)) * 100}%` }}
            />
          </span>
        ) : null}
      </div>
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(1), minInlineSize: 0, paddingInline: t.space(0.5) }}>
        <Heading
          css={{
            ...t.text.title,
            margin: 0,
            color: t.color.text,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            transition: `color ${t.motion.fast} ${t.motion.easing}`,
          }}
        >
          {Link ? (
            <Link
              {...(href !== undefined ? { href } : {})}
              {...linkProps}
              css={{
                color: 'inherit',
                textDecoration: 'none',
                outline: 'none',
                // The link's hit area covers the whole card; its focus ring outlines the card.
                '&::after': { content: '""', position: 'absolute', inset: '-6px', borderRadius: t.radius.lg, zIndex: 1 },
                '&:focus-visible::after': { outline: `2px solid ${t.color.focus}`, outlineOffset: '0' },
              }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {meta ? (
          <p css={{ ...t.text.bodySmall, color: t.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{meta}</p>
        ) : null}
      </div>
    </article>
  );
}
