// The watch area of the event page: the player (lazy chunk), or what stands in its place:
// not in the viewer's region, buy options when the viewer has no access, or the kick-off
// for an upcoming event (until `event-url-change` swaps the stream in without a reload).
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { playbackKind, type EventMedia } from '@portal/shared';
import { Button, Image, posterSrc, usePoster } from '@portal/shared/ui';
import { LazyPlayer, type PlayerHandle, ShortcutsHelp, parseStartAt } from '../player/index.ts';
import { EventBadge } from '../../common/EventBadge.tsx';
import { eventKind } from '../../common/event-kind.ts';
import { useDateFormat } from '../../common/format.ts';
import { useEventDisplay } from '../../common/tenant-display.ts';
import { EventAccess } from './EventAccess.tsx';
import { useNowPlaying } from './now-playing.ts';
import { ShareMoment } from './ShareMoment.tsx';
import { ScoreTitle, splitScore } from '../../common/ScoreTitle.tsx';

export type Camera = 'main' | 'pano';

function PosterPanel({ event, children, testId }: { event: EventMedia; children: ReactNode; testId: string }) {
  const t = useTheme();
  const poster = usePoster(event);
  return (
    // A grid of one cell: the 16:9 sizer and the content share it, so the panel is the player's
    // size and grows when its content (offers on a phone) needs more, instead of cutting it off.
    <div
      data-testid={testId}
      css={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        borderRadius: t.radius.xl,
        overflow: 'hidden',
        boxShadow: t.shadow.lg,
        isolation: 'isolate',
        minBlockSize: '14rem',
      }}
    >
      <Image src={poster} alt="" eager width={1280} height={720} css={{ position: 'absolute', inset: 0, blockSize: '100%', objectFit: 'cover' }} />
      <span aria-hidden="true" css={{ gridArea: '1 / 1', alignSelf: 'start', inlineSize: '100%', aspectRatio: '16 / 9' }} />
      <div
        css={{
          gridArea: '1 / 1',
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: t.space(3),
          padding: t.space(4),
          background: 'linear-gradient(0deg, rgba(6,10,18,0.92) 0%, rgba(6,10,18,0.55) 70%, rgba(6,10,18,0.3) 100%)',
          color: '#ffffff',
        }}
      >
        <span>
          <EventBadge kind={eventKind(event)} />
        </span>
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>{children}</div>
      </div>
    </div>
  );
}

const TITLE_MARK = '\u0000';

/** "Now playing: {title}" with the title's score on its teams' sides (ScoreTitle), in any locale's word order. */
function NowPlayingText({ text, title }: { text: string; title: string }) {
  const [before = '', after = ''] = text.split(TITLE_MARK);
  return (
    <>
      {before}
      {splitScore(title) ? <ScoreTitle title={title} /> : title}
      {after}
    </>
  );
}

/**
 * The player of a highlight or clip the viewer chose with its Play button further down the page:
 * brought into view (at once for viewers who prefer reduced motion) when the choice is made.
 * The player itself starts playing and takes the focus (LazyPlayer `pressed`).
 */
function ChosenItemBox({ itemId, pressed, children }: { itemId: string; pressed: boolean; children: ReactNode }) {
  const t = useTheme();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pressed) return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [itemId, pressed]);
  return (
    <div ref={box} data-testid="chosen-item" css={{ display: 'flex', flexDirection: 'column', gap: t.space(3), scrollMarginBlockStart: t.space(20) }}>
      {children}
    </div>
  );
}

/** Under the player: share the moment, the shortcuts help; then whatever the page adds. */
function PlayerTools({ children, ...share }: Parameters<typeof ShareMoment>[0] & { children?: ReactNode }) {
  const t = useTheme();
  return (
    <div data-testid="player-tools" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: t.space(3) }}>
      {children}
      <ShareMoment {...share} />
      <ShortcutsHelp />
    </div>
  );
}

export function EventWatch({ event, handleRef }: { event: EventMedia; handleRef: RefObject<PlayerHandle | null> }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('events');
  const dir = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  const format = useDateFormat();
  const display = useEventDisplay();
  const [camera, setCamera] = useState<Camera>('main');
  const nowPlaying = useNowPlaying();
  const [params] = useSearchParams();
  const startAt = parseStartAt(params.get('t'));
  const accessHeading = useRef<HTMLHeadingElement>(null);
  const locked = event.isEventAvailableInUserRegion && !event.isEventAvailableForUser;
  const chosen = nowPlaying.item;
  const { play } = nowPlaying;
  // Play (a highlight's, a clip's) on an event the viewer cannot watch: show the way to access instead
  // of a press that does nothing; the press is spent, so the next one shows it again.
  useEffect(() => {
    if (!locked || !chosen) return;
    play(null);
    const heading = accessHeading.current;
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'center' });
  }, [locked, chosen, play]);

  if (!event.isEventAvailableInUserRegion) {
    return (
      <PosterPanel event={event} testId="region-blocked">
        <p role="alert" css={{ ...t.text.title, margin: 0 }}>
          {tr('watch.region')}
        </p>
      </PosterPanel>
    );
  }
  if (!event.isEventAvailableForUser) {
    return (
      <PosterPanel event={event} testId="not-available">
        <EventAccess event={event} headingRef={accessHeading} />
      </PosterPanel>
    );
  }
  if (event.eventStatus === 'UPCOMING') {
    const iso = display.kickoffIso(event);
    return (
      <PosterPanel event={event} testId="upcoming-panel">
        <p css={{ ...t.text.title, margin: 0 }}>{event.isEventStartingSoon ? tr('watch.startingSoon') : tr('watch.notStarted')}</p>
        {iso ? (
          <p css={{ ...t.text.body, margin: 0 }}>
            {tr('watch.startsAt')}{' '}
            <time dateTime={iso}>{format(iso, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })}</time>
          </p>
        ) : null}
      </PosterPanel>
    );
  }

  const item = nowPlaying.item;
  if (item) {
    // Chosen with a Play button below (not opened from a `?highlight=` link): the viewer pressed Play.
    const pressed = nowPlaying.pressed === item.id;
    return (
      <ChosenItemBox itemId={item.id} pressed={pressed}>
        {/* A linked clip (`?highlight=`) starts at the link's `t` too. */}
        <LazyPlayer
          key={item.id}
          eventId={item.id}
          title={item.title}
          src={item.source.hd}
          poster={posterSrc(item.source.poster ?? item.imageUrl, dir)}
          live={false}
          trackingKind="vod"
          handleRef={handleRef}
          startAt={params.get('highlight') === item.id ? startAt : null}
          pressed={pressed}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(3) }}>
          <p css={{ ...t.text.label, margin: 0 }} aria-live="polite">
            <NowPlayingText text={tr('watch.nowPlaying', { title: TITLE_MARK })} title={item.title} />
          </p>
          <Button size="small" variant="outline" onClick={() => nowPlaying.play(null)}>
            {tr('watch.backToEvent')}
          </Button>
        </div>
        <PlayerTools item={item} clip live={false} player={handleRef} />
      </ChosenItemBox>
    );
  }

  const pano = event.source.pano;
  const src = camera === 'pano' && pano ? pano : event.source.hd;
  const live = event.eventStatus === 'LIVE' || event.eventType === 'channel';
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      <LazyPlayer
        waitForPress
        eventId={event.id}
        title={event.title}
        src={src}
        poster={posterSrc(event.source.poster ?? event.imageUrl, dir)}
        live={live}
        trackingKind={playbackKind(event)}
        ads={event.ads}
        externalError={event.playerError}
        handleRef={handleRef}
        startAt={live ? null : startAt}
      />
      <PlayerTools item={event} live={live} player={handleRef}>
        {pano ? (
          <div
            role="radiogroup"
            aria-label={tr('watch.camera')}
            css={{
              display: 'inline-flex',
              alignSelf: 'flex-start',
              gap: t.space(1),
              padding: t.space(1),
              borderRadius: t.radius.full,
              backgroundColor: t.color.surface,
              border: `1px solid ${t.color.border}`,
            }}
          >
            {(['main', 'pano'] as const).map((c) => (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={camera === c}
                onClick={() => setCamera(c)}
                css={{
                  border: 0,
                  cursor: 'pointer',
                  paddingInline: t.space(3),
                  paddingBlock: t.space(1.5),
                  borderRadius: t.radius.full,
                  ...t.text.label,
                  color: camera === c ? t.color.onPrimary : t.color.text,
                  backgroundColor: camera === c ? t.color.primary : 'transparent',
                  '&:focus-visible': t.focusRing,
                }}
              >
                {tr(`watch.cameras.${c}`)}
              </button>
            ))}
          </div>
        ) : null}
      </PlayerTools>
    </div>
  );
}
