// One stream of a multiview: a header (teams, score, what the viewer can do with it) above the player,
// or what stands in for the player: buy options for an event the viewer may not watch (per tile, item
// 4), the region notice, the kick-off of an upcoming event (swapped for the stream by the realtime
// `event-url-change`), the final state of an event that ended.
import { useTheme } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { playbackKind, useSpoilerShield, type EventMedia } from '@portal/shared';
import { Button, CloseIcon, IconButton, Image, posterSrc, RouteLink, Skeleton, usePoster, VisuallyHidden } from '@portal/shared/ui';
import { LazyPlayer } from '../player/index.ts';
import { EventAccess } from '../event-page/index.ts';
import { EventBadge } from '../../common/EventBadge.tsx';
import { ScorePair } from '../../common/ScorePair.tsx';
import { eventHref, eventKind, hasScore } from '../../common/event-kind.ts';
import { useDateFormat } from '../../common/format.ts';
import { useEventDisplay } from '../../common/tenant-display.ts';
import { capLevel, STALL_RECOVERY_MS } from './bandwidth.ts';

// A stall counts once per this long (hls.js reports one stall several times while it lasts).
const STALL_DEBOUNCE_MS = 4000;
// Tile heights are rounded to this step, so a resize does not recompute the cap on every pixel.
const HEIGHT_STEP = 40;

export function eventTitle(event: EventMedia | undefined, fallback: string): string {
  if (!event) return fallback;
  return event.team1.name && event.team2.name ? `${event.team1.name} – ${event.team2.name}` : event.title || fallback;
}

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M11 5 6 9H3v6h3l5 4z" />
      {on ? <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" /> : <path d="m16 9 5 6M21 9l-5 6" />}
    </svg>
  );
}

function ExpandIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
    </svg>
  );
}

/** A chevron pointing to the left or the right as drawn (the caller decides by reading direction). */
function PointIcon({ left }: { left: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={left ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}

function GripIcon() {
  return (
    <svg width="14" height="18" viewBox="0 0 14 24" fill="currentColor" aria-hidden="true" focusable="false">
      {[5, 12, 19].flatMap((y) => [<circle key={`a${y}`} cx="4" cy={y} r="1.6" />, <circle key={`b${y}`} cx="10" cy={y} r="1.6" />])}
    </svg>
  );
}

/** The poster with a message over it, in the player's place. */
function Stand({ event, testId, children }: { event: EventMedia; testId: string; children: ReactNode }) {
  const t = useTheme();
  const poster = usePoster(event);
  return (
    <div
      data-testid={testId}
      css={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: t.radius.lg,
        overflow: 'hidden',
        isolation: 'isolate',
        color: '#ffffff',
        backgroundColor: 'rgb(6,10,18)',
      }}
    >
      <Image src={poster} alt="" width={640} height={360} css={{ position: 'absolute', inset: 0, blockSize: '100%', objectFit: 'cover' }} />
      <div
        css={{
          position: 'absolute',
          inset: 0,
          overflow: 'auto',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          gap: t.space(2),
          padding: t.space(3),
          background: 'linear-gradient(0deg, rgba(6,10,18,0.94) 0%, rgba(6,10,18,0.6) 70%, rgba(6,10,18,0.35) 100%)',
        }}
      >
        {children}
      </div>
    </div>
  );
}

export interface TileProps {
  id: string;
  query: UseQueryResult<EventMedia>;
  index: number;
  count: number;
  /** The large place of a one-large layout (or a tile alone). */
  large: boolean;
  /** Whether "show large" applies (the one-large layouts, not the first tile). */
  canPromote: boolean;
  audio: boolean;
  /** This tile's part of the shared bandwidth budget, bits per second. */
  budget: number;
  onListen(): void;
  onMove(delta: -1 | 1): void;
  onPromote(): void;
  onRemove(): void;
}

export function Tile({ id, query, index, count, large, canPromote, audio, budget, onListen, onMove, onPromote, onRemove }: TileProps) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('events');
  const event = query.data;
  const title = eventTitle(event, tr('event.untitled'));
  const rtl = i18n.dir() === 'rtl';
  // The tile moves with the pointer, finger or arrow keys while lifted (the order changes on drop);
  // only its handle lifts it, so the header's controls and the player keep their taps and clicks.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: tr('multiview.reorder.role') },
  });

  // Alt + arrows move the tile one place (earlier is the reading direction's back: left, or right in Hebrew).
  function onKeyDown(e: KeyboardEvent) {
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    if (e.key === back || e.key === 'ArrowUp') onMove(-1);
    else if (e.key === forward || e.key === 'ArrowDown') onMove(1);
    else return;
    e.preventDefault();
  }

  return (
    <li
      data-testid="multiview-tile"
      data-event-id={id}
      data-audio={audio ? 'true' : 'false'}
      data-large={large ? 'true' : 'false'}
      data-dragging={isDragging ? 'true' : undefined}
      aria-label={tr('multiview.tile', { title, position: index + 1, count })}
      ref={setNodeRef}
      // Translate only: the sorting strategy would also scale a tile to the size of the place it passes.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      css={{
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? t.shadow.lg : undefined,
        listStyle: 'none',
        minInlineSize: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: t.space(2),
        padding: t.space(2),
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `2px solid ${audio ? t.color.primary : isDragging ? t.color.borderStrong : t.color.border}`,
      }}
    >
      <div onKeyDown={onKeyDown} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(1), minInlineSize: 0 }}>
        <IconButton
          size="small"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={tr('multiview.reorder.handle', { title })}
          title={tr('multiview.dragHint')}
          data-testid="tile-drag"
          // A long press would otherwise open the phone's menu for the button instead of lifting the tile.
          onContextMenu={(e) => e.preventDefault()}
          css={{ cursor: isDragging ? 'grabbing' : 'grab', userSelect: 'none', WebkitTouchCallout: 'none' }}
        >
          <GripIcon />
        </IconButton>
        <TileHeading event={event} title={title} />
        {/* Small tiles put their controls on a row of their own, so the title keeps its room. */}
        <span
          css={{
            display: 'inline-flex',
            flexWrap: 'wrap',
            gap: t.space(1),
            marginInlineStart: 'auto',
            ...(large ? {} : { flexBasis: '100%', justifyContent: 'flex-end' }),
          }}
        >
          <Button size="small" variant={audio ? 'primary' : 'outline'} aria-pressed={audio} onClick={onListen} data-testid="tile-listen" data-action="listen">
            <SpeakerIcon on={audio} />
            {/* The name starts with the visible word (WCAG 2.5.3), then says which stream; small tiles show the icon only. */}
            {large ? (
              <span>{audio ? tr('multiview.soundOn') : tr('multiview.listenShort')}</span>
            ) : (
              <VisuallyHidden>{audio ? tr('multiview.soundOn') : tr('multiview.listenShort')}</VisuallyHidden>
            )}
            <VisuallyHidden>{`, ${title}`}</VisuallyHidden>
          </Button>
          {canPromote ? (
            <IconButton size="small" aria-label={tr('multiview.makeLarge', { title })} onClick={onPromote} data-testid="tile-promote" data-action="promote">
              <ExpandIcon />
            </IconButton>
          ) : null}
          <IconButton
            size="small"
            aria-label={tr('multiview.moveEarlier', { title })}
            onClick={() => onMove(-1)}
            disabled={index === 0}
            data-testid="tile-earlier"
            data-action="earlier"
          >
            {/* earlier points toward where reading starts: left, or right in Hebrew */}
            <PointIcon left={!rtl} />
          </IconButton>
          <IconButton
            size="small"
            aria-label={tr('multiview.moveLater', { title })}
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            data-testid="tile-later"
            data-action="later"
          >
            <PointIcon left={rtl} />
          </IconButton>
          <IconButton size="small" aria-label={tr('multiview.remove', { title })} onClick={onRemove} data-testid="tile-remove" data-action="remove">
            <CloseIcon />
          </IconButton>
        </span>
      </div>
      <TileBody id={id} query={query} large={large} audio={audio} budget={budget} onListen={onListen} />
    </li>
  );
}

function TileHeading({ event, title }: { event: EventMedia | undefined; title: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const hidden = useSpoilerShield(event ?? null).hidden;
  const score = event && hasScore(event) && !hidden;
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: t.space(2), minInlineSize: 0, flex: '1 1 10rem' }}>
      {event ? <EventBadge kind={eventKind(event)} /> : null}
      <h2 css={{ ...t.text.label, margin: 0, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {event ? (
          <RouteLink
            to={eventHref(event)}
            title={title}
            css={{
              display: 'block',
              minBlockSize: 24,
              lineHeight: '24px',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              '&:focus-visible': { ...t.focusRing, outlineOffset: -2 },
            }}
          >
            {title}
          </RouteLink>
        ) : (
          title
        )}
      </h2>
      {score ? (
        <span
          data-testid="tile-score"
          aria-label={tr('event.score', { home: event.team1.score, away: event.team2.score })}
          css={{ ...t.text.label, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          <ScorePair home={event.team1.score} away={event.team2.score} />
        </span>
      ) : null}
    </span>
  );
}

function TileBody({
  id,
  query,
  large,
  audio,
  budget,
  onListen,
}: {
  id: string;
  query: UseQueryResult<EventMedia>;
  large: boolean;
  audio: boolean;
  budget: number;
  onListen(): void;
}) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('events');
  const format = useDateFormat();
  const display = useEventDisplay();
  const event = query.data;
  const box = useRef<HTMLDivElement>(null);
  const pixelHeight = useTileHeight(box);
  const [stallDrop, onStall] = useStallDrop();
  const maxLevel = useCallback(
    (renditions: readonly { height: number; bitrate: number }[]) => capLevel(renditions, { pixelHeight, budget, small: !large, stallDrop }),
    [pixelHeight, budget, large, stallDrop],
  );
  const shield = useSpoilerShield(event ?? null);

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height="auto" radius="lg" css={{ aspectRatio: '16 / 9', inlineSize: '100%' }} />;
  else if (query.isError || !event)
    body = (
      <div
        role="alert"
        data-testid="tile-error"
        css={{
          aspectRatio: '16 / 9',
          display: 'grid',
          placeItems: 'center',
          borderRadius: t.radius.lg,
          backgroundColor: t.color.surfaceHover,
          padding: t.space(3),
          textAlign: 'center',
        }}
      >
        <p css={{ ...t.text.body, margin: 0 }}>{tr('multiview.loadError')}</p>
      </div>
    );
  else if (!event.isEventAvailableInUserRegion)
    body = (
      <Stand event={event} testId="tile-region">
        <p css={{ ...t.text.label, margin: 0 }}>{tr('watch.region')}</p>
      </Stand>
    );
  else if (!event.isEventAvailableForUser)
    body = (
      <Stand event={event} testId="tile-locked">
        <EventAccess event={event} compact />
      </Stand>
    );
  else if (event.eventStatus === 'UPCOMING') {
    const iso = display.kickoffIso(event);
    body = (
      <Stand event={event} testId="tile-upcoming">
        <p css={{ ...t.text.label, margin: 0 }}>{event.isEventStartingSoon ? tr('watch.startingSoon') : tr('watch.notStarted')}</p>
        {iso ? (
          <p css={{ ...t.text.bodySmall, margin: 0 }}>
            {tr('watch.startsAt')} <time dateTime={iso}>{format(iso, { weekday: 'short', hour: '2-digit', minute: '2-digit' })}</time>
          </p>
        ) : null}
      </Stand>
    );
  } else if (eventKind(event) === 'archived')
    // Ended while watched: the final state stays in its place until the viewer removes it.
    body = (
      <Stand event={event} testId="tile-ended">
        <p css={{ ...t.text.title, margin: 0 }}>{tr('multiview.ended')}</p>
        {hasScore(event) && !shield.hidden ? (
          <p css={{ ...t.text.h2, margin: 0 }} aria-label={tr('event.score', { home: event.team1.score, away: event.team2.score })}>
            <ScorePair home={event.team1.score} away={event.team2.score} />
          </p>
        ) : null}
      </Stand>
    );
  else {
    const dir = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
    body = (
      <LazyPlayer
        eventId={event.id}
        title={event.title}
        src={event.source.hd}
        poster={posterSrc(event.source.poster ?? event.imageUrl, dir)}
        live
        trackingKind={playbackKind(event)}
        externalError={event.playerError}
        muted={!audio}
        onMutedChange={(muted) => {
          if (!muted && !audio) onListen();
        }}
        captions={audio}
        autoPlay
        bus={audio}
        maxLevel={maxLevel}
        onStall={onStall}
      />
    );
  }
  return (
    <div ref={box} data-testid="tile-body" data-tile={id} data-stall-drop={stallDrop} css={{ minInlineSize: 0 }}>
      {body}
    </div>
  );
}

/** The tile's height in device pixels, rounded to a step. */
function useTileHeight(box: RefObject<HTMLDivElement | null>): number {
  const [height, setHeight] = useState(360);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const css = el.getBoundingClientRect().width * (9 / 16);
      const px = Math.max(HEIGHT_STEP, Math.round((css * (window.devicePixelRatio || 1)) / HEIGHT_STEP) * HEIGHT_STEP);
      setHeight(px);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return height;
}

/** Rungs this tile dropped after stalls: one per stall, one back after STALL_RECOVERY_MS without one. */
function useStallDrop(): [number, () => void] {
  const [drop, setDrop] = useState(0);
  const last = useRef(0);
  const onStall = useCallback(() => {
    const now = Date.now();
    if (now - last.current < STALL_DEBOUNCE_MS) return;
    last.current = now;
    setDrop((d) => Math.min(d + 1, 4));
  }, []);
  useEffect(() => {
    if (drop === 0) return;
    const timer = setTimeout(() => setDrop((d) => Math.max(0, d - 1)), STALL_RECOVERY_MS);
    return () => clearTimeout(timer);
  }, [drop]);
  return [drop, onStall];
}
