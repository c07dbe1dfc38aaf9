// An event tile on the shared Card: poster with status badge, both teams with
// logos (and the score while live or after the match), localised kick-off.
// The title carries the link; its hit area covers the whole card.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerConfig, type EventMedia } from '@portal/shared';
import { Badge, Card, LockIcon } from '@portal/shared/ui';
import { accessNeeded, commerceOn } from '../lib/access.ts';
import { useDateFormat } from '../lib/format.ts';
import { eventHref, eventKind, hasScore } from '../lib/event-kind.ts';
import { EventBadge } from './EventBadge.tsx';
import { CardWatchlist } from './FollowControl.tsx';
import { TeamLogo } from './TeamLogo.tsx';

export function EventCard({ event, headingLevel = 3 }: { event: EventMedia; headingLevel?: 2 | 3 | 4 }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const kind = eventKind(event);
  const score = hasScore(event);
  const teams = event.team1.name && event.team2.name ? [event.team1, event.team2] : null;
  const iso = event.gameStartDate ?? event.date;
  const when = format(iso);
  const need = accessNeeded(event, commerceOn(useCustomerConfig()));

  const title = teams ? (
    <span css={{ display: 'flex', flexDirection: 'column', gap: t.space(1.5) }}>
      {teams.map((team, i) => (
        <span key={i} css={{ display: 'flex', alignItems: 'center', gap: t.space(2), minInlineSize: 0 }}>
          <TeamLogo name={team.name} logoUrl={team.logoUrl} color={team.color} size={24} />
          <span css={{ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{team.name}</span>
          {score ? (
            <span data-testid="team-score" css={{ fontVariantNumeric: 'tabular-nums', fontWeight: t.fontWeight.bold }}>
              {team.score}
            </span>
          ) : null}
        </span>
      ))}
    </span>
  ) : (
    event.title || tr('event.untitled')
  );

  const card = (
    <Card
      as={Link}
      to={eventHref(event)}
      data-testid="event-card"
      headingLevel={headingLevel}
      poster={event.source.poster ?? event.imageUrl}
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
        score ? (
          <Badge variant="overlay" aria-label={tr('event.score', { home: event.team1.score, away: event.team2.score })}>
            <span dir="ltr">
              {event.team1.score} : {event.team2.score}
            </span>
          </Badge>
        ) : undefined
      }
      meta={
        <>
          {when ? <time dateTime={iso ?? undefined}>{when}</time> : null}
          {when && event.sportType ? ' · ' : null}
          {event.sportType ? tr(`sport.${event.sportType}`, { defaultValue: event.sportType }) : null}
        </>
      }
    />
  );
  // Channels are streams, not videos to keep; everything else can go on the watchlist from its card.
  if (kind === 'channel') return card;
  return (
    <div css={{ position: 'relative' }}>
      {card}
      <CardWatchlist id={event.id} name={event.title || tr('event.untitled')} />
    </div>
  );
}
