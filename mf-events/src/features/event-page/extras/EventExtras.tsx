// Everything the event page loads beside the event, in parallel (docs/product.md "Event load"):
// a channel only its commerce options (when covered) and programme; other events stats,
// game and player highlights, and for a signed-in viewer tags and their own clips.
// Secondary failures are already empty data (get-event-extras.ts); tag errors show here.
import { useTheme } from '@emotion/react';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDeferredValue, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom, useCustomerConfig, useSpoilerShield, type EventMedia } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { commerceOptionsQuery, highlightsQuery, programmeQuery, statsQuery, tagsQuery, userClipsQuery } from './get-event-extras.ts';
import type { PlayerHandle } from '../../player/index.ts';
import { MediaList } from './MediaList.tsx';
import { ProgrammeGuide } from './ProgrammeGuide.tsx';
import { StatsPanel } from './StatsPanel.tsx';
import { TagsPanel } from './TagsPanel.tsx';
import { ClipMaker } from './ClipMaker.tsx';

const FREE = new Set(['commerce_free_media', 'commerce_members_media', '']);

/**
 * Shows once every request it makes has settled, then `children` below it (the league's row): lists
 * that arrived one by one pushed what was below them down, a layout shift on every event page
 * (issue 10 item 1).
 */
export function EventExtras({ event, player, children }: { event: EventMedia; player: RefObject<PlayerHandle | null>; children?: ReactNode }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const config = useCustomerConfig();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const channel = event.eventType === 'channel' || event.eventStatus === 'CHANNEL';
  const upcoming = event.eventStatus === 'UPCOMING';
  const id = event.id;
  const covered = !FREE.has(event.commerceCoverage);
  // spoiler-free mode (issue 15 item 2): stats follow the score, highlight titles tell the story
  const shield = useSpoilerShield(event);

  const [commerce, programme, stats, game, players, tags, clips] = useQueries({
    queries: [
      { ...commerceOptionsQuery(id), enabled: covered },
      { ...programmeQuery(event.source.epg, id), enabled: channel },
      { ...statsQuery(id), enabled: !channel && !upcoming && Boolean(config?.enable_match_stats) },
      { ...highlightsQuery(id, 'game'), enabled: !channel && Boolean(config?.enable_game_highlights) },
      { ...highlightsQuery(id, 'player'), enabled: !channel && Boolean(config?.enable_player_highlights) },
      { ...tagsQuery(id), enabled: !channel && signedIn, retry: false },
      { ...userClipsQuery(id), enabled: !channel && signedIn },
    ],
  });
  void commerce;

  // isLoading, not isPending: a disabled query stays pending for good.
  const loading = [commerce, programme, stats, game, players, tags, clips].some((q) => q.isLoading);
  // The answers arrive in TanStack Query's synchronous updates; the panels they fill render in a
  // background render that yields to the browser instead of one long task (ADR 0041).
  const shown = useDeferredValue(!loading, false);
  if (loading || !shown) return null;
  if (channel)
    return (
      <>
        {programme.data?.length ? <ProgrammeGuide programmes={programme.data} /> : null}
        {children}
      </>
    );

  const playable = event.isEventAvailableForUser && event.isEventAvailableInUserRegion && !upcoming;
  return (
    <>
      <div css={{ display: 'grid', gap: t.space(8), [t.mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } }}>
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(8), minInlineSize: 0 }}>
          {signedIn && playable ? (
            <TagsPanel event={event} player={player} tags={tags.data ?? []} error={tags.isError ? tags.error : null} loading={tags.isPending} />
          ) : null}
          {signedIn && playable ? <ClipMaker event={event} player={player} /> : null}
          {shield.hidden && (game.data?.length || players.data?.length || stats.data) ? (
            <p
              data-testid="spoilers-hidden"
              css={{ ...t.text.body, color: t.color.textMuted, margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(3) }}
            >
              {tr('viewer.spoilerHidden')}
              <Button size="small" variant="outline" onClick={shield.reveal}>
                {tr('viewer.revealScore')}
              </Button>
            </p>
          ) : null}
          {!shield.hidden && game.data?.length ? <MediaList id="game-highlights" title={tr('media.gameHighlights')} items={game.data} /> : null}
          {!shield.hidden && players.data?.length ? <MediaList id="player-highlights" title={tr('media.playerHighlights')} items={players.data} /> : null}
          {signedIn && clips.data ? (
            <MediaList id="user-clips" title={tr('media.myClips')} items={clips.data} own eventId={id} emptyText={tr('media.noClips')} />
          ) : null}
        </div>
        <div css={{ minInlineSize: 0 }}>{stats.data && !shield.hidden ? <StatsPanel stats={stats.data} /> : null}</div>
      </div>
      {children}
    </>
  );
}
