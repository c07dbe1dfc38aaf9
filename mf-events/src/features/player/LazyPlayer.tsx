// The player as its own chunk: only pages that play import this file, and the chunk
// (Vidstack + hls.js + the VAST client, ~290 KB gzipped) loads when the player is wanted.
// With `waitForPress` (the event page) it is wanted when the viewer presses Play on the poster
// (or a tag or clip asks to seek): until then the page runs none of it (ADR 0039). Pointing at
// or focusing the poster starts the download, so the press rarely waits for the network.
import { useTheme } from '@emotion/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, VisuallyHidden } from '@portal/shared/ui';
import type { PlayerHandle, PlayerProps } from './Player.tsx';
import { assignHandle } from './handle.ts';
import { loadPlayer } from './load-player.ts';
import { RESUME_WAIT_MS, useResume } from './use-resume.ts';

export type { PlayerHandle, PlayerProps } from './Player.tsx';

const Player = lazy(loadPlayer);

/** Starts the player's download ahead of the press; the module runs once however often asked. */
const warmPlayer = () => void loadPlayer().catch(() => undefined); // a failed warm-up retries on the press

/** The poster in the player's box: the picture the server painted first (ADR 0038). */
function PosterBox({ poster, children }: { poster?: string | null; children?: ReactNode }) {
  return (
    <Skeleton height="auto" radius="xl" css={{ position: 'relative', display: 'block', aspectRatio: '16 / 9', inlineSize: '100%', overflow: 'hidden' }}>
      {poster ? (
        <img
          src={poster}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          css={{ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
        />
      ) : null}
      {children}
    </Skeleton>
  );
}

/** The poster with one big Play button: what the event page shows until the viewer presses it. */
function PressToPlay({ title, poster, onStart }: { title: string; poster?: string | null; onStart: () => void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  return (
    <div
      data-testid="player"
      data-state="poster"
      css={{ position: 'relative', borderRadius: t.radius.xl, overflow: 'hidden', boxShadow: t.shadow.lg, backgroundColor: '#000' }}
    >
      <PosterBox poster={poster} />
      <button
        type="button"
        aria-label={tr('media.playNamed', { title })}
        onClick={onStart}
        onPointerEnter={warmPlayer}
        onTouchStart={warmPlayer}
        onFocus={warmPlayer}
        css={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          border: 0,
          padding: 0,
          cursor: 'pointer',
          color: '#ffffff',
          background: 'linear-gradient(0deg, rgba(6,10,18,0.45) 0%, rgba(6,10,18,0.1) 60%)',
          // A two-tone ring inside the edge (the box clips anything outside): white on a dark
          // band, visible on any poster.
          '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: '-6px', boxShadow: 'inset 0 0 0 3px rgba(6,10,18,0.9)' },
          '&:hover > span, &:focus-visible > span': { transform: 'scale(1.08)' },
        }}
      >
        <span
          aria-hidden="true"
          css={{
            display: 'grid',
            placeItems: 'center',
            inlineSize: 'clamp(3.5rem, 14%, 5.5rem)',
            aspectRatio: '1',
            borderRadius: t.radius.full,
            backgroundColor: t.color.primary,
            color: t.color.onPrimary,
            boxShadow: t.shadow.lg,
            transition: 'transform 120ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {/* A play triangle points right in every language, like the player's own. */}
          <svg viewBox="0 0 24 24" width="45%" height="45%" fill="currentColor" focusable="false">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
          </svg>
        </span>
      </button>
    </div>
  );
}

/**
 * `waitForPress`: the poster with its Play button until pressed. `pressed`: the viewer already
 * pressed a Play elsewhere on the page (a highlight's): it starts playing and takes the focus
 * as after a press on the poster.
 */
export function LazyPlayer({ waitForPress = false, pressed: pressedOutside = false, ...props }: PlayerProps & { waitForPress?: boolean; pressed?: boolean }) {
  const { t: tr } = useTranslation('events');
  // Continue watching: the saved position unless the link names one (issue 15 item 5).
  const { at: startAt, deciding } = useResume(props);
  const [pressed, setPressed] = useState(false);
  // A tag or a clip asked for a moment before the player ran: it starts there.
  const [seekTo, setSeekTo] = useState<number | null>(null);
  const waiting = waitForPress && !pressed;
  const { handleRef } = props;
  // Wanted while the saved position is still on its way: wait for it (a fetch, not a stream
  // start), but never longer than RESUME_WAIT_MS on a slow API.
  const [waitedOut, setWaitedOut] = useState(false);
  const holding = !waiting && seekTo == null && deciding && !waitedOut;
  useEffect(() => {
    if (!holding) return;
    warmPlayer(); // the chunk downloads meanwhile
    const timer = setTimeout(() => setWaitedOut(true), RESUME_WAIT_MS);
    return () => clearTimeout(timer);
  }, [holding]);

  // Until the press, the page's tools talk to a stand-in: seeking presses Play at that moment.
  useEffect(() => {
    if (!waiting || !handleRef) return;
    const standIn: PlayerHandle = {
      seek: (seconds) => {
        setSeekTo(seconds);
        setPressed(true);
      },
      currentTime: () => startAt ?? 0,
      duration: () => 0,
    };
    assignHandle(handleRef, standIn);
    return () => assignHandle(handleRef, null);
  }, [waiting, handleRef, startAt]);

  if (waiting) return <PressToPlay title={props.title} poster={props.poster} onStart={() => setPressed(true)} />;
  const loading = (
    <div role="status" css={{ position: 'relative' }}>
      <VisuallyHidden>{tr('player.loading')}</VisuallyHidden>
      <PosterBox poster={props.poster} />
    </div>
  );
  if (holding) return loading;
  return (
    <Suspense fallback={loading}>
      {/* Pressed on the poster: the viewer asked to watch, so the player starts playing by itself. */}
      <Player {...props} startAt={seekTo ?? startAt} {...(pressed || pressedOutside ? { autoPlay: true, focusOnStart: true } : {})} />
    </Suspense>
  );
}
