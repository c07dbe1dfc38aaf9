// An event tile on the shared Card: poster with status badge, both teams with
// logos (and the score while live or after the match), localised kick-off.
// The title carries the link; its hit area covers the whole card.
import { useTheme } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, useCustomerConfig, useSpoilerShield, type EventMedia } from '@portal/shared';
import { Badge, Card, LockIcon, RouteLink, usePoster } from '@portal/shared/ui';
import { useChannelNowNext, useSeen } from '../event-page/index.ts';
import { accessNeeded, commerceOn } from '../../common/access.ts';
import { useDateFormat } from '../../common/format.ts';
import { eventHref, eventKind, hasScore } from '../../common/event-kind.ts';
import { EventBadge } from '../../common/EventBadge.tsx';
import { CardWatchlist } from '../../common/FollowControl.tsx';
import { ScorePair } from '../../common/ScorePair.tsx';
import { ScoreTitle } from '../../common/ScoreTitle.tsx';
import { TeamLogo } from '../../common/TeamLogo.tsx';
import { useEventDisplay } from '../../common/tenant-display.ts';

/** A channel's card line: what is on now and next (times in the viewer's zone), fetched once the card is on screen; its sport until then. */
function ChannelMeta({ event }: { event: EventMedia }) {
  const { t: tr, i18n } = useTranslation('events');
  const ref = useRef<HTMLSpanElement>(null);
  const guide = useChannelNowNext(event, useSeen(ref));
  const line = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  const time = (ms: number) => dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(ms);
  return (
    <span ref={ref} data-testid="channel-now-next" css={{ display: 'block' }}>
      {guide ? (
        <>
          {guide.now ? <span css={line}>{tr('cards.now', { title: guide.now.title })}</span> : null}
          {guide.next ? <span css={line}>{tr('cards.next', { title: guide.next.title, time: time(guide.next.start) })}</span> : null}
        </>
      ) : (
        <span css={line}>{event.sportType ? tr(`sport.${event.sportType}`, { defaultValue: event.sportType }) : '\u00a0'}</span>
      )}
    </span>
  );
}

export interface EventCardProps {
  event: EventMedia;
  headingLevel?: 2 | 3 | 4;
  /** Share watched, 0 to 1 (continue watching): a bar on the poster. */
  progress?: number;
  /** Where the card leads when not the event page (a clip plays on its event's page). */
  href?: string;
  /** Another control over the card (placed by itself). */
  extra?: ReactNode;
}

export function EventCard({ event, headingLevel = 3, progress, href, extra }: EventCardProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const kind = eventKind(event);
  // spoiler-free mode (issue 15 item 2): no score on the card until watched or revealed
  const hidden = useSpoilerShield(event).hidden && hasScore(event);
  const score = hasScore(event) && !hidden;
  const teams = event.team1.name && event.team2.name ? [event.team1, event.team2] : null;
  const display = useEventDisplay();
  const iso = display.kickoffIso(event);
  const when = format(iso);
  const need = accessNeeded(event, commerceOn(useCustomerConfig()));
  const poster = usePoster(event);

  const title = teams ? (
    <span css={{ display: 'flex', flexDirection: 'column', gap: t.space(1.5) }}>
      {teams.map((team, i) => (
        <span key={i} css={{ display: 'flex', alignItems: 'center', gap: t.space(2), minInlineSize: 0 }}>
          <TeamLogo name={team.name} logoUrl={team.logoUrl} color={team.color} size={24} />
          <span css={{ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{display.teamLabel(team)}</span>
          {score ? (
            <span data-testid="team-score" css={{ fontVariantNumeric: 'tabular-nums', fontWeight: t.fontWeight.bold }}>
              {team.score}
            </span>
          ) : null}
        </span>
      ))}
    </span>
  ) : event.title ? (
    <ScoreTitle title={event.title} />
  ) : (
    tr('event.untitled')
  );

  const card = (
    <Card
      as={RouteLink}
      to={href ?? eventHref(event)}
      progress={progress}
      data-testid="event-card"
      headingLevel={headingLevel}
      poster={poster}
      title={title}
      badge={
        <>
          <EventBadge kind={kind} />
          {need ? (
            <Badge variant="overlay" icon={<LockIcon size={12} />} data-testid="access-badge">
              {tr(`access.${need}`)}
            </Badge>
          ) : null}
        </>
      }
      cornerBadge={
        hidden ? (
          <Badge variant="overlay" data-testid="score-hidden">
            {tr('viewer.scoreHidden')}
          </Badge>
        ) : score ? (
          <Badge variant="overlay" aria-label={tr('event.score', { home: event.team1.score, away: event.team2.score })}>
            {/* in the page's direction, like the artwork: team 1's score on team 1's crest side */}
            <ScorePair home={event.team1.score} away={event.team2.score} />
          </Badge>
        ) : undefined
      }
      meta={
        kind === 'channel' ? (
          <ChannelMeta event={event} />
        ) : (
          <>
            {when ? <time dateTime={iso ?? undefined}>{when}</time> : null}
            {when && event.sportType ? ' · ' : null}
            {event.sportType ? tr(`sport.${event.sportType}`, { defaultValue: event.sportType }) : null}
          </>
        )
      }
    />
  );
  // Channels are streams, not videos to keep; everything else can go on the watchlist from its card.
  if (kind === 'channel') return card;
  return (
    <div css={{ position: 'relative' }}>
      {card}
      <CardWatchlist id={event.id} name={event.title || tr('event.untitled')} />
      {extra}
    </div>
  );
}
