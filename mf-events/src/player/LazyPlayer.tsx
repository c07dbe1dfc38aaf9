// The player as its own chunk: only pages that play import this file, and the chunk
// (Vidstack + hls.js + the VAST client) loads when the page renders it.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, VisuallyHidden } from '@portal/shared/ui';
import type { PlayerProps } from './Player.tsx';
import { useResume } from './use-resume.ts';

export type { PlayerHandle, PlayerProps } from './Player.tsx';

const Player = lazy(() => import(/* webpackChunkName: "player" */ './Player.tsx'));

export function LazyPlayer(props: PlayerProps) {
  const { t: tr } = useTranslation('events');
  const startAt = useResume(props); // continue watching: the saved position unless the link names one (issue 15 item 5)
  return (
    <Suspense
      fallback={
        <div role="status" css={{ position: 'relative' }}>
          <VisuallyHidden>{tr('player.loading')}</VisuallyHidden>
          <Skeleton height="auto" radius="xl" css={{ aspectRatio: '16 / 9', inlineSize: '100%', overflow: 'hidden' }}>
            {/* The poster while the player's chunk loads: the same picture the server painted first
                and the player shows next, so the page's largest image is there from the start (ADR 0038). */}
            {props.poster ? <img src={props.poster} alt="" width={1280} height={720} fetchPriority="high" css={{ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }} /> : null}
          </Skeleton>
        </div>
      }
    >
      <Player {...props} startAt={startAt} />
    </Suspense>
  );
}
