// /events/:eventId/: the whole event page (docs/product.md "Event load"): the player (a lazy chunk) or
// what stands in for it, scoreboard, kick-off, description, leagues; beside it, loaded in
// parallel, stats, tags, highlights, the viewer's clips and commerce options; live updates
// through the page's socket; more from the league.
import { useTheme } from '@emotion/react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle, useSpoilerShield, type EventMedia } from '@portal/shared';
import { Button, LoadingStatus, Page, QueryErrorAlert, RouteLink, Skeleton, SkeletonLine } from '@portal/shared/ui';
import { useEvent } from '../../common/get-event.ts';
import { EventWatch } from './EventWatch.tsx';
import { UpcomingActions } from './UpcomingActions.tsx';
import { ChannelAbout } from './channel/ChannelAbout.tsx';
import { LiveStatus } from './LiveStatus.tsx';
import { NowPlayingContext, type NowPlaying } from './now-playing.ts';
import { useBrowseLinks } from './browse-links.ts';
import type { PlayerHandle } from '../player/index.ts';
import { useLiveEvent } from '../../common/use-live-event.ts';
import { EventRow } from '../browse/index.ts';
import { ScorePair } from '../../common/ScorePair.tsx';
import { TeamLogo } from '../../common/TeamLogo.tsx';
import { FollowControl, WatchlistControl } from '../../common/FollowControl.tsx';
import { eventKind, hasScore } from '../../common/event-kind.ts';
import { useEventDisplay } from '../../common/tenant-display.ts';
import { useDateFormat } from '../../common/format.ts';
import { AddToMultiview } from '../multiview/index.ts';

// Stats, tags, clips, highlights and the programme load as their own chunk, so the first visit
// to the home page (which carries this route table) does not grow with them.
const EventExtras = lazy(() => import(/* webpackChunkName: "event-extras" */ './extras/EventExtras.tsx').then((m) => ({ default: m.EventExtras })));

interface CategoryRef {
  id: string;
  title: string;
  mediaType: string | null;
}

function categoriesOf(event: EventMedia): CategoryRef[] {
  return event.categories
    .map((c) => c as Record<string, unknown>)
    .filter((c) => c && (typeof c.id === 'string' || typeof c.id === 'number'))
    .map((c) => ({ id: String(c.id), title: typeof c.title === 'string' ? c.title : '', mediaType: typeof c.media_type === 'string' ? c.media_type : null }));
}

function Scoreboard({ event }: { event: EventMedia }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const display = useEventDisplay();
  const shield = useSpoilerShield(event); // spoiler-free mode (issue 15 item 2): live updates stay hidden too
  const hidden = shield.hidden && hasScore(event);
  const score = hasScore(event) && !hidden;
  const side = (team: EventMedia['team1']) => (
    <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: t.space(2), textAlign: 'center', minInlineSize: 0 }}>
      <TeamLogo name={team.name} logoUrl={team.logoUrl} color={team.color} size={64} />
      <span css={{ ...t.text.title }}>{display.teamLabel(team)}</span>
    </div>
  );
  return (
    <section
      aria-label={tr('details.scoreboard')}
      css={{
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        gap: t.space(4),
        padding: t.space(6),
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `1px solid ${t.color.border}`,
      }}
    >
      {side(event.team1)}
      <span
        data-testid="scoreboard-score"
        css={{
          ...t.text.h1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: t.space(2),
          fontVariantNumeric: 'tabular-nums',
          color: score ? t.color.text : t.color.textMuted,
        }}
        aria-label={score ? tr('event.score', { home: event.team1.score, away: event.team2.score }) : undefined}
      >
        {score ? <ScorePair home={event.team1.score} away={event.team2.score} /> : hidden ? null : tr('event.vs')}
        {hidden ? (
          <Button size="small" variant="outline" onClick={shield.reveal} data-testid="reveal-score">
            {tr('viewer.revealScore')}
          </Button>
        ) : null}
      </span>
      {side(event.team2)}
    </section>
  );
}

function EventDetails({ event }: { event: EventMedia }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const player = useRef<PlayerHandle | null>(null);
  const [chosen, setChosen] = useState<{ item: EventMedia | null; pressed: boolean }>({ item: null, pressed: false });
  const play = useCallback<NowPlaying['play']>((item, options) => setChosen({ item, pressed: Boolean(options?.pressed) }), []);
  const nowPlaying = useMemo<NowPlaying>(() => ({ item: chosen.item, pressed: chosen.pressed && chosen.item ? chosen.item.id : null, play }), [chosen, play]);
  useBrowseLinks(event, play);
  useLiveEvent(event.id, event.eventStatus);
  const iso = useEventDisplay().kickoffIso(event);
  const categories = categoriesOf(event);
  const league = categories.find((c) => c.mediaType === 'identity');
  const kind = eventKind(event);

  return (
    <NowPlayingContext.Provider value={nowPlaying}>
      <div css={{ display: 'grid', gap: t.space(8), [t.mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } }}>
        <EventWatch event={event} handleRef={player} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(5) }}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
            {event.sportType ? (
              <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{tr(`sport.${event.sportType}`, { defaultValue: event.sportType })}</p>
            ) : null}
            <h1 css={{ ...t.text.h1, margin: 0 }}>{event.title || tr('event.untitled')}</h1>
            {kind === 'live' ? <LiveStatus kickoffIso={iso} onAirIso={event.date} /> : null}
            {/* A channel's record date is when it was created, not anything on air (ChannelAbout says that). */}
            {iso && kind !== 'live' && kind !== 'channel' ? (
              <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>
                <time dateTime={iso}>
                  {format(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' })}
                </time>
              </p>
            ) : null}
            {/* A channel is a stream, not a video to keep for later. */}
            {kind !== 'channel' ? <WatchlistControl id={event.id} name={event.title || tr('event.untitled')} /> : null}
            {kind === 'live' ? <AddToMultiview id={event.id} title={event.title || tr('event.untitled')} /> : null}
            <UpcomingActions event={event} />
          </div>
          {event.team1.name && event.team2.name ? <Scoreboard event={event} /> : null}
          {kind === 'channel' ? (
            <ChannelAbout event={event} />
          ) : event.eventDescription ? (
            <section aria-labelledby="event-about">
              <h2 id="event-about" css={{ ...t.text.h3, margin: 0, marginBlockEnd: t.space(2) }}>
                {tr('details.about')}
              </h2>
              <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{event.eventDescription}</p>
            </section>
          ) : null}
          {categories.length ? (
            <section aria-labelledby="event-categories">
              <h2 id="event-categories" css={{ ...t.text.h3, margin: 0, marginBlockEnd: t.space(2) }}>
                {tr('details.categories')}
              </h2>
              <ul css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
                {categories.map((c) => (
                  <li key={c.id} css={{ display: 'inline-flex', alignItems: 'center', gap: t.space(2) }}>
                    {c.mediaType === 'identity' ? (
                      <RouteLink
                        to={`/league/${encodeURIComponent(c.id)}/`}
                        css={{
                          display: 'inline-flex',
                          paddingInline: t.space(3),
                          paddingBlock: t.space(1.5),
                          borderRadius: t.radius.full,
                          border: `1px solid ${t.color.border}`,
                          color: t.color.text,
                          textDecoration: 'none',
                          ...t.text.label,
                          '&:hover': { backgroundColor: t.color.surfaceHover },
                          '&:focus-visible': t.focusRing,
                        }}
                      >
                        {c.title}
                      </RouteLink>
                    ) : (
                      <span
                        css={{
                          display: 'inline-flex',
                          paddingInline: t.space(3),
                          paddingBlock: t.space(1.5),
                          borderRadius: t.radius.full,
                          backgroundColor: t.color.surface,
                          ...t.text.label,
                        }}
                      >
                        {c.title}
                      </span>
                    )}
                    {/* Follow beside each chip (every identity follows as identity_item). */}
                    <FollowControl type="identity_item" id={c.id} target={c.mediaType === 'identity' ? 'league' : 'subcategory'} name={c.title} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      {/* The league's row goes below the extras and shows with them, so nothing the extras bring pushes it down. */}
      <Suspense fallback={null}>
        <EventExtras event={event} player={player}>
          {league ? (
            <EventRow
              title={tr('details.more', { league: league.title })}
              filters={{ 'identities.id': [league.id], status: 'archived', size: 13 }}
              seeAllHref={`/league/${encodeURIComponent(league.id)}/`}
              exclude={event.id}
            />
          ) : null}
        </EventExtras>
      </Suspense>
    </NowPlayingContext.Provider>
  );
}

export function EventPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const { eventId = '' } = useParams();
  const query = useEvent(eventId);
  usePageTitle(query.data ? query.data.title || tr('event.untitled') : query.isError ? tr('details.error') : null);

  return (
    <Page data-testid="event-page">
      {query.isPending ? (
        <LoadingStatus label={tr('common.loading')} css={{ display: 'grid', gap: t.space(6) }}>
          <Skeleton height="auto" radius="xl" css={{ aspectRatio: '16 / 9', maxInlineSize: '900px' }} />
          <SkeletonLine lines={3} size="lg" width="60%" />
        </LoadingStatus>
      ) : query.isError ? (
        <QueryErrorAlert title={tr('details.error')} query={query} />
      ) : (
        <EventDetails key={query.data.id} event={query.data} />
      )}
    </Page>
  );
}

export default EventPage;
