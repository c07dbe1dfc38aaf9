// The event player (issue 9 item 2, ADR 0016): Vidstack's default video layout over hls.js
// (adaptive bitrate, quality menu, captions, fullscreen, keyboard shortcuts, labelled controls),
// with live rewind (LiveControl), a start from shared links (use-start-at), our key map
// (shortcuts.ts), the tenant's low latency (latency.ts), captions and commentaries named and
// remembered for the viewer (use-track-choices.ts) and a stats overlay (StatsOverlay.tsx).
// This module is only reached through React.lazy (LazyPlayer.tsx), so neither Vidstack nor
// hls.js is part of the home page or the lists.
import { useTheme } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MediaPlayer,
  MediaProvider,
  isHLSProvider,
  type MediaAutoPlayFailEventDetail,
  type MediaPlayerInstance,
  type MediaProviderAdapter,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import Hls from 'hls.js';
import { analytics, playerBus, useCustomerConfig, type AdBreak, type TrackingKind } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { adoptPlayerStyles } from './player-styles.ts';
import { assignHandle, type PlayerHandle } from './handle.ts';
import { AdBreakView } from './AdBreakView.tsx';
import { LiveControl } from './LiveControl.tsx';
import { keyShortcutsWith } from './shortcuts.ts';
import { hlsConfig, liveEdgeTolerance, lowLatencyOf } from './latency.ts';
import { settleOnPlaying, type LiveSettle } from './live-settle.ts';
import { videoTimeOf } from './video-time.ts';
import { StatsOverlay, type StatsSource } from './StatsOverlay.tsx';
import { PortalCaptions } from './PortalCaptions.tsx';
import { audioPreferenceOf, useTrackChoices } from './use-track-choices.ts';
import { useStartAt } from './use-start-at.ts';
import { useTranslatedSeekText } from './seek-text.ts';

export type { PlayerHandle } from './handle.ts';

export interface PlayerProps {
  eventId: string;
  title: string;
  src: string | null;
  poster?: string | null;
  live: boolean;
  trackingKind: TrackingKind;
  ads?: AdBreak[];
  /** Shown above the time line (tag markers). */
  overlay?: ReactNode;
  handleRef?: Ref<PlayerHandle | null>;
  /** Player error raised elsewhere (a stream error stored on the event); cleared by the page. */
  externalError?: string | null;
  /** Seconds to start at (a shared `?t=` link); ignored on live (use-start-at.ts). */
  startAt?: number | null;
  // Multiview (issue 16, ADR 0035). Left out, the player behaves as on the event page.
  /** Sound off (true) or on (false) from outside: one stream of a multiview has the sound. */
  muted?: boolean;
  /** The viewer muted or unmuted through the player's own controls. */
  onMutedChange?: (muted: boolean) => void;
  /** false turns every caption track off (captions follow the stream with the sound). */
  captions?: boolean;
  /** The highest rendition hls.js may pick (index into the renditions, lowest bitrate first; -1 no cap). */
  maxLevel?: (renditions: readonly Rendition[]) => number;
  /** hls.js ran out of buffer while playing (a stall). */
  onStall?: () => void;
  autoPlay?: boolean;
  /** Take the keyboard focus once mounted: the viewer pressed Play on the poster that stood here. */
  focusOnStart?: boolean;
  /** Register with the survey's player bus (default true); a multiview registers the stream with the sound only. */
  bus?: boolean;
}

/** A rendition as the bandwidth cap sees it. */
export interface Rendition {
  height: number;
  bitrate: number;
}

// If nothing can play after this long, say so instead of spinning forever.
const START_TIMEOUT_MS = 20000;

// A reported stall counts when playback is still stuck this much later.
const STALL_CONFIRM_MS = 1000;

export default function Player({
  eventId,
  title,
  src,
  poster,
  live,
  trackingKind,
  ads = [],
  overlay,
  handleRef,
  externalError,
  startAt,
  muted,
  onMutedChange,
  captions,
  maxLevel,
  onStall,
  autoPlay,
  focusOnStart,
  bus = true,
}: PlayerProps) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('events');
  const player = useRef<MediaPlayerInstance>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [canLoad, setCanLoad] = useState(false);
  const [adDone, setAdDone] = useState(ads.length === 0);
  // Read by the content's play handler: the break's end asks the content to play in the same tick,
  // before React has rendered the handler that no longer holds it.
  const inBreak = useRef(ads.length > 0);
  const tracked = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const hls = useRef<Hls | null>(null);
  /** Low latency only: steps to the target after a start or a jump to live (live-settle.ts). */
  const settle = useRef<LiveSettle | null>(null);
  const [statsOpen, setStatsOpen] = useState(false);
  const config = useCustomerConfig();
  const tenant = config?.id ?? '';
  // Several players on one page (a multiview caps each one) stay on the plain window: each
  // low-latency player holds two blocking playlist requests open, and six players' worth would
  // exhaust the browser's six connections to the origin (HTTP/1.1).
  const lowLatency = lowLatencyOf(config, live, maxLevel === undefined);
  const keyShortcuts = useMemo(() => keyShortcutsWith(() => setStatsOpen((open) => !open)), []);
  const statsSource = useCallback(
    (): StatsSource => ({
      hls: hls.current,
      video: hls.current?.media instanceof HTMLVideoElement ? hls.current.media : (box.current?.querySelector('video') ?? null),
    }),
    [],
  );
  // t changes identity with the language, so the layout's words follow a language switch.
  const translations = useMemo(() => tr('player.ui', { returnObjects: true }) as Record<string, string>, [tr]);

  // Vidstack's own English: the player's name ("Video Player - …") and the time line's value.
  const seekOf = useCallback((time: string, duration: string) => tr('player.seekValue', { time, duration }), [tr]);
  useTranslatedSeekText(box, i18n.language, { of: seekOf, live: tr('player.seekLive') });

  adoptPlayerStyles();
  const onCanPlay = useStartAt(player, startAt, live, src);
  const { hlsInstance, appliedCap } = useLevelCap(maxLevel, onStall);
  useTrackChoices(
    box,
    player,
    { tenant, locale: i18n.language, stadiumLabel: tr('player.tracks.stadium'), captions: captions !== false, hls: () => hls.current },
    [src, attempt],
  );

  // Captions follow the sound in a multiview: a stream without it shows none.
  useEffect(() => {
    if (captions !== false) return;
    const tracks = player.current?.textTracks;
    if (!tracks) return;
    const off = () => {
      for (const track of tracks) if (track.mode === 'showing') track.mode = 'disabled';
    };
    off();
    tracks.addEventListener('mode-change', off);
    tracks.addEventListener('add', off);
    return () => {
      tracks.removeEventListener('mode-change', off);
      tracks.removeEventListener('add', off);
    };
  }, [captions, src, attempt]);

  // The poster's Play button is gone: the focus waits on the player's box, then moves into the
  // player (a region with tabindex 0, Vidstack's) once it can play. Vidstack turns its shortcuts on
  // at a focusin after it connected, so focusing it any earlier would leave the keys dead.
  useEffect(() => {
    if (focusOnStart) box.current?.focus({ preventScroll: true });
  }, [focusOnStart]);
  /**
   * Vidstack refuses every autoplay to viewers who prefer reduced motion ("[vidstack] autoplay
   * blocked"), and it counts two of our starts as autoplay: the start after a press on the poster
   * (ADR 0039), and the resume after a source change (quality, camera, a live stream taking over).
   * Both were asked for by the viewer, so they play. (Without this, a reduced-motion viewer pressed
   * Play, saw the player load, and had to press Play again.) A refusal by the browser's own autoplay
   * policy is left as it is.
   */
  function onAutoPlayFail(detail: MediaAutoPlayFailEventDetail) {
    if (!/autoplay blocked/.test(detail.error?.message ?? '')) return;
    // after the refusal has been handled: Vidstack clears its "autoplaying" state once this handler returns
    queueMicrotask(() => void player.current?.play().catch(() => {}));
  }
  function onCanPlayFocus(...args: Parameters<typeof onCanPlay>) {
    if (focusOnStart && document.activeElement === box.current) box.current?.querySelector<HTMLElement>('[data-media-player]')?.focus({ preventScroll: true });
    return onCanPlay(...args);
  }

  // A new stream (live switch, panorama) starts without the previous error.
  useEffect(() => setError(null), [src]);

  // Counted from when the player may load: Vidstack loads a player only once it is on screen (its
  // 'visible' strategy), so a multiview tile below the fold waited, then said it had failed.
  useEffect(() => {
    if (!src || error || !canLoad) return;
    const timer = setTimeout(() => {
      if (!player.current?.state.canPlay) setError('timeout');
    }, START_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src, error, attempt, canLoad]);

  // The survey pauses and resumes whichever player is mounted (docs/product.md "Survey").
  useEffect(
    () =>
      bus
        ? playerBus.register({
            isPlaying: () => Boolean(player.current && !player.current.state.paused),
            isFullscreen: () => Boolean(player.current?.state.fullscreen),
            pause: () => void player.current?.pause().catch(() => {}),
            play: () => void player.current?.play().catch(() => {}),
          })
        : undefined,
    [bus],
  );

  useEffect(() => {
    if (!handleRef) return;
    const handle: PlayerHandle = {
      seek: (s) => {
        if (player.current) player.current.currentTime = s;
      },
      currentTime: () => (player.current ? videoTimeOf(player.current) : 0),
      duration: () => player.current?.state.duration ?? 0,
    };
    assignHandle(handleRef, handle);
    return () => assignHandle(handleRef, null);
  }, [handleRef]);

  function onProviderChange(provider: MediaProviderAdapter | null) {
    // Our pinned hls.js, never Vidstack's default download from a public CDN.
    if (isHLSProvider(provider)) {
      provider.library = Hls;
      // Live rewind (issue 15 item 1) with the tenant's latency (latency.ts): never a jump forward
      // on latency, or a viewer who rewound would be snapped back to live; the back buffer is kept
      // short since seeks refetch anyway. A shared moment (`?t=`) loads from there rather than
      // from 0 (use-start-at.ts seeks too, for the browser's own HLS). The remembered commentary
      // is hls.js's first choice; without one, the playlist's default (the tenant's language).
      const audio = audioPreferenceOf(tenant);
      provider.config = { ...hlsConfig(lowLatency, live ? null : startAt), ...(audio ? { audioPreference: audio } : {}) };
      provider.onInstance((instance) => {
        hls.current = instance;
        instance.on(Hls.Events.DESTROYING, () => {
          if (hls.current === instance) hls.current = null;
        });
        if (maxLevel || onStall) hlsInstance(instance);
        settle.current = lowLatency ? settleOnPlaying(instance, lowLatency.targetSeconds) : null;
      });
    }
  }

  function onPlaying() {
    const key = `${eventId}|${src}`;
    if (tracked.current === key) return;
    tracked.current = key;
    analytics.playback({ kind: trackingKind, eventId, title });
  }

  const shownError = externalError ?? error;
  const message = !src ? tr('player.error.noStream') : shownError ? tr('player.error.failed') : null;

  return (
    <div
      ref={box}
      tabIndex={focusOnStart ? -1 : undefined}
      data-testid="player"
      data-max-level={appliedCap ?? undefined}
      css={{
        position: 'relative',
        borderRadius: t.radius.xl,
        overflow: 'hidden',
        boxShadow: t.shadow.lg,
        backgroundColor: '#000',
        aspectRatio: '16 / 9',
        '&:focus': { outline: 'none' },
      }}
    >
      {src && !message ? (
        // The time line runs left to right in every language (a time axis, like the clock
        // burnt into the picture); menus and labels follow the page's language.
        <MediaPlayer
          key={attempt}
          ref={player}
          dir="ltr"
          title={title}
          ariaLabel={tr(live ? 'player.liveLabel' : 'player.label', { title })}
          src={{ src, type: 'application/x-mpegurl' }}
          streamType={live ? 'live:dvr' : 'on-demand'}
          poster={poster ?? undefined}
          crossOrigin
          playsInline
          keyTarget="player"
          keyShortcuts={keyShortcuts}
          liveEdgeTolerance={liveEdgeTolerance(lowLatency)}
          storage={null}
          {...(muted === undefined ? {} : { muted })}
          // The content waits under a pre-roll: it loads, but plays only when the break ends (it played,
          // with its sound, under the muted ad, and on a busy machine starved the ad of its start).
          {...(autoPlay && adDone ? { autoPlay } : {})}
          onPlay={() => {
            if (inBreak.current) void player.current?.pause();
          }}
          onVolumeChange={onMutedChange ? (detail) => detail.muted !== muted && onMutedChange(detail.muted) : undefined}
          onProviderChange={onProviderChange}
          onMediaLiveEdgeRequest={() => settle.current?.jumpedToLive()}
          onPlaying={onPlaying}
          onCanLoad={() => setCanLoad(true)}
          onCanPlay={onCanPlayFocus}
          onAutoPlayFail={onAutoPlayFail}
          onError={() => setError('media')}
          css={{ inlineSize: '100%', blockSize: '100%', '--video-brand': t.color.primary } as never}
          data-testid="player-media"
          data-low-latency={lowLatency ? 'true' : undefined}
        >
          <MediaProvider />
          {/* The live slot shows our Live button with the "behind live" count (LiveControl.tsx). */}
          <DefaultVideoLayout
            icons={defaultLayoutIcons}
            translations={translations}
            colorScheme="dark"
            slots={{ liveButton: <LiveControl />, captions: <PortalCaptions exampleText={translations['Captions look like this'] ?? ''} /> }}
          />
          {overlay}
          {statsOpen ? <StatsOverlay source={statsSource} live={live} /> : null}
        </MediaPlayer>
      ) : null}
      {message ? (
        <div
          role="alert"
          data-testid="player-error"
          css={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: t.space(3),
            padding: t.space(6),
            textAlign: 'center',
            color: '#ffffff',
            background: poster ? `linear-gradient(rgba(6,10,18,0.8), rgba(6,10,18,0.8)), center / cover no-repeat url("${poster}")` : 'rgb(6,10,18)',
          }}
        >
          <p css={{ ...t.text.title, margin: 0 }}>{message}</p>
          {src ? (
            <Button
              variant="secondary"
              onClick={() => {
                setError(null);
                setAttempt((n) => n + 1);
              }}
            >
              {tr('player.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!adDone && src && !message ? (
        <AdBreakView
          vastUrl={ads[0]!.source}
          onDone={() => {
            inBreak.current = false;
            setAdDone(true);
            // The viewer asked for the content by watching the ad; an autoplay refusal just leaves it paused.
            void player.current?.play().catch(() => {});
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * Applies a rendition cap to hls.js (`autoLevelCapping`: its adaptive choice stays free below it) as
 * soon as the renditions are known, before the first segment is chosen, and again whenever the cap
 * function changes; reports hls.js's buffer stalls. Nothing happens without a cap or stall callback.
 */
function useLevelCap(maxLevel: PlayerProps['maxLevel'], onStall: PlayerProps['onStall']) {
  const hls = useRef<Hls | null>(null);
  const cap = useRef(maxLevel);
  cap.current = maxLevel;
  const stall = useRef(onStall);
  stall.current = onStall;
  const [appliedCap, setAppliedCap] = useState<number | null>(null);

  const apply = (instance: Hls, renditions: readonly Rendition[]) => {
    if (!cap.current || renditions.length === 0) return;
    const level = cap.current(renditions);
    if (instance.autoLevelCapping !== level) instance.autoLevelCapping = level;
    setAppliedCap(level);
  };
  const levelsOf = (instance: Hls): Rendition[] => instance.levels.map((l) => ({ height: l.height, bitrate: l.bitrate }));

  function hlsInstance(instance: Hls) {
    hls.current = instance;
    // hls.js orders renditions by bitrate; the start level is chosen under the cap set here.
    instance.on(Hls.Events.MANIFEST_LOADED, (_e, data) =>
      apply(
        instance,
        [...data.levels].sort((a, b) => a.bitrate - b.bitrate).map((l) => ({ height: l.height ?? 0, bitrate: l.bitrate })),
      ),
    );
    instance.on(Hls.Events.MANIFEST_PARSED, () => apply(instance, levelsOf(instance)));
    // A stall is playback that stays stuck for a second: hls.js also reports the short stalls it nudges
    // past by itself (at every discontinuity of a looping live stream), which are not worth a rung.
    let checking = false;
    instance.on(Hls.Events.ERROR, (_e, data) => {
      const media = instance.media;
      if (data.details !== Hls.ErrorDetails.BUFFER_STALLED_ERROR || !media || checking || !stall.current) return;
      checking = true;
      const from = media.currentTime;
      setTimeout(() => {
        checking = false;
        if (hls.current === instance && !media.paused && media.currentTime - from < 0.25) stall.current?.();
      }, STALL_CONFIRM_MS);
    });
    instance.on(Hls.Events.DESTROYING, () => {
      if (hls.current === instance) hls.current = null;
    });
  }

  useEffect(() => {
    if (hls.current && hls.current.levels.length) apply(hls.current, levelsOf(hls.current));
  }, [maxLevel]);

  return { hlsInstance, appliedCap };
}
