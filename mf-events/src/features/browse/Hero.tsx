// The home page's lead: the first live event (else the next upcoming one) on a
// full-bleed poster, both teams, kick-off and a call to action.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSpoilerShield, type EventMedia } from '@portal/shared';
import { Badge, buttonStyles, PlayIcon, posterSrc, RouteLink, Skeleton } from '@portal/shared/ui';
import { eventHref, eventKind, hasScore } from '../../common/event-kind.ts';
import { useDateFormat } from '../../common/format.ts';
import { useEventDisplay } from '../../common/tenant-display.ts';
import { EventBadge } from '../../common/EventBadge.tsx';
import { ScorePair } from '../../common/ScorePair.tsx';
import { TeamLogo } from '../../common/TeamLogo.tsx';

/** The dark ink under the hero's text (white text on it passes AA at any poster). */
const HERO_INK = 'rgb(6, 10, 18)';

export function HeroSkeleton() {
  const t = useTheme();
  // About the hero's own height (poster plus text on phones), so nothing jumps when it arrives.
  return <Skeleton height="auto" radius="xl" css={{ minBlockSize: '440px', [t.mq.md]: { minBlockSize: '400px' }, [t.mq.xl]: { minBlockSize: '460px' } }} />;
}

export function Hero({ event }: { event: EventMedia }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('events');
  const format = useDateFormat();
  const kind = eventKind(event);
  const display = useEventDisplay();
  const iso = display.kickoffIso(event);
  const teams = event.team1.name && event.team2.name;
  const shield = useSpoilerShield(event); // spoiler-free mode (issue 15 item 2)
  const score = hasScore(event) && !shield.hidden;
  // names where the row has room: not on phones (the title names both teams), nor over the artwork's start half before lg
  const teamName = { display: 'none', [t.mq.sm]: { display: 'inline' }, [t.mq.md]: { display: 'none' }, [t.mq.lg]: { display: 'inline' } };
  const rtl = i18n.dir() === 'rtl';
  const poster = event.source.poster ?? event.imageUrl;
  const card = posterSrc(poster, rtl ? 'rtl' : 'ltr');
  const wide = posterSrc(poster, rtl ? 'rtl' : 'ltr', 'wide');

  return (
    <section
      aria-labelledby="events-hero-title"
      data-testid="hero"
      css={{
        position: 'relative',
        borderRadius: t.radius.xl,
        overflow: 'hidden',
        display: 'grid',
        isolation: 'isolate',
        boxShadow: t.shadow.lg,
        backgroundColor: HERO_INK,
        [t.mq.md]: { minBlockSize: '400px' },
        [t.mq.xl]: { minBlockSize: '460px' },
      }}
    >
      {/* Phones: the 16:9 card artwork on top (crests centred), the text below it.
          Wider: the 7:3 hero artwork, its crests on the end side, the text over the darkened
          start side; cropped from the start side when the box is narrower than the art. */}
      <span
        aria-hidden="true"
        css={{
          position: 'relative',
          zIndex: -2,
          aspectRatio: '16 / 9',
          '&::after': {
            content: '""',
            position: 'absolute',
            insetInline: 0,
            insetBlockEnd: 0,
            blockSize: '22%',
            background: `linear-gradient(0deg, ${HERO_INK}, transparent)`,
          },
          [t.mq.md]: { position: 'absolute', inset: 0, aspectRatio: 'auto', '&::after': { display: 'none' } },
        }}
      >
        {card ? (
          <picture css={{ display: 'block', blockSize: '100%' }}>
            {wide ? <source media={t.mq.md.replace('@media ', '')} srcSet={wide} /> : null}
            <img
              src={card}
              alt=""
              width={1600}
              height={686}
              fetchPriority="high"
              css={{ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover', objectPosition: rtl ? 'left center' : 'right center' }}
            />
          </picture>
        ) : null}
      </span>
      <span
        aria-hidden="true"
        css={{
          display: 'none',
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          [t.mq.md]: { display: 'block', background: 'linear-gradient(90deg, rgba(6,10,18,0.92) 0%, rgba(6,10,18,0.6) 45%, rgba(6,10,18,0.05) 100%)' },
          '[dir="rtl"] &': { [t.mq.md]: { background: 'linear-gradient(270deg, rgba(6,10,18,0.92) 0%, rgba(6,10,18,0.6) 45%, rgba(6,10,18,0.05) 100%)' } },
        }}
      />
      <div
        css={{
          alignSelf: 'end',
          display: 'flex',
          flexDirection: 'column',
          gap: t.space(4),
          padding: t.space(2, 5, 6),
          color: '#ffffff',
          maxInlineSize: '720px',
          // over the artwork: the start half only, the crests have the end half
          [t.mq.md]: { padding: t.space(10), maxInlineSize: 'min(720px, 52%)' },
        }}
      >
        <div css={{ display: 'flex', gap: t.space(2), flexWrap: 'wrap', alignItems: 'center' }}>
          <EventBadge kind={kind} />
          {event.sportType ? <Badge variant="overlay">{tr(`sport.${event.sportType}`, { defaultValue: event.sportType })}</Badge> : null}
        </div>
        <h2 id="events-hero-title" css={{ ...t.text.display, margin: 0, color: '#ffffff' }}>
          {event.title || tr('event.untitled')}
        </h2>
        {teams ? (
          <div css={{ display: 'flex', alignItems: 'center', gap: t.space(3), flexWrap: 'wrap', ...t.text.title }}>
            <TeamLogo name={event.team1.name} logoUrl={event.team1.logoUrl} color={event.team1.color} size={36} />
            {/* On phones the title already names both teams: logos and score only. */}
            <span css={teamName}>{display.teamLabel(event.team1)}</span>
            <span css={{ fontVariantNumeric: 'tabular-nums', fontSize: t.fontSize['2xl'], fontWeight: t.fontWeight.heavy, paddingInline: t.space(1) }}>
              {score ? <ScorePair home={event.team1.score} away={event.team2.score} /> : tr('event.vs')}
            </span>
            <span css={teamName}>{display.teamLabel(event.team2)}</span>
            <TeamLogo name={event.team2.name} logoUrl={event.team2.logoUrl} color={event.team2.color} size={36} />
          </div>
        ) : null}
        {iso ? (
          <p css={{ ...t.text.bodySmall, margin: 0, color: 'rgba(255,255,255,0.82)' }}>
            <time dateTime={iso}>{format(iso, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })}</time>
          </p>
        ) : null}
        <div>
          <RouteLink
            whenOff="none"
            to={eventHref(event)}
            css={(theme) => ({ ...buttonStyles(theme, { variant: 'primary', size: 'large', fullWidth: false, fullRounded: true }), gap: theme.space(2) })}
          >
            <PlayIcon size={20} aria-hidden="true" />
            {kind === 'live' ? tr('hero.watchLive') : kind === 'upcoming' ? tr('hero.details') : tr('hero.watch')}
          </RouteLink>
        </div>
      </div>
    </section>
  );
}
