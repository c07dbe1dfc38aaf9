// /selected/videos/ and /selected/clips/ (the watchlist, api/README.md get_watchlist) and
// /recommendation/ (what the viewer follows, as content). Removing from the watchlist takes the
// item off at once (the selected map is the source); a load failure is announced with a toast.
import { useTheme } from '@emotion/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, selectedAtom, toast, usePageTitle, type EventMedia } from '@portal/shared';
import { buttonStyles, Container, RouteLink } from '@portal/shared/ui';
import { recommendationsQuery } from './get-recommendations.ts';
import { watchlistQuery } from './get-watchlist.ts';
import { MediaCard } from './MediaCard.tsx';
import { TabNav } from '../../common/TabNav.tsx';
import { TileGrid } from '../../common/TileGrid.tsx';

const mediaKey = (item: EventMedia) => item.id;
const mediaTile = (item: EventMedia) => <MediaCard item={item} />;

function useFailureToast(query: UseQueryResult<unknown>, title: string) {
  const { t: tr } = useTranslation('following');
  const failed = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (!failed) return;
    toast.danger(`${title} ${errorText(query.error, (key, options) => String(tr(key, { ...options, ns: 'common' } as never)))}`.trim());
    // Once per failed attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
}

function EmptyState({ text, links }: { text: string; links: { to: string; label: string }[] }) {
  const t = useTheme();
  return (
    <div
      role="status"
      css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: t.space(4), paddingBlock: t.space(10), textAlign: 'center' }}
    >
      <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0, maxInlineSize: '50ch' }}>{text}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(3), justifyContent: 'center' }}>
        {links.map((l, i) => (
          <RouteLink
            whenOff="none"
            key={l.to}
            to={l.to}
            css={(theme) => buttonStyles(theme, { variant: i === 0 ? 'primary' : 'secondary', size: 'medium', fullWidth: false, fullRounded: true })}
          >
            {l.label}
          </RouteLink>
        ))}
      </div>
    </div>
  );
}

function Heading({ title, subtitle }: { title: string; subtitle: string }) {
  const t = useTheme();
  usePageTitle(title);
  return (
    <header css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), maxInlineSize: '65ch' }}>
      <h1 css={{ ...t.text.h1, margin: 0 }}>{title}</h1>
      <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{subtitle}</p>
    </header>
  );
}

export function WatchlistPage({ kind }: { kind: 'videos' | 'clips' }) {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  const query = useQuery(watchlistQuery());
  const selected = useAtomValue(selectedAtom);
  useFailureToast(query, tr('selected.error'));
  const items = (query.data?.[kind] ?? []).filter((item) => selected[item.id]);
  return (
    <Container css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(8) }}>
      <Heading title={tr(`selected.${kind}.title`)} subtitle={tr('selected.subtitle')} />
      <TabNav
        label={tr('selected.tabs')}
        tabs={[
          { to: '/selected/videos/', label: tr('selected.videos.tab') },
          { to: '/selected/clips/', label: tr('selected.clips.tab') },
        ]}
      />
      <TileGrid
        tiles="media"
        query={query}
        items={items}
        itemKey={mediaKey}
        render={mediaTile}
        errorTitle={tr('selected.error')}
        empty={
          <EmptyState
            text={tr(`selected.${kind}.empty`)}
            links={[{ to: kind === 'videos' ? '/archive/' : '/highlight/', label: tr(`selected.${kind}.browse`) }]}
          />
        }
      />
    </Container>
  );
}

export const SelectedVideosPage = () => <WatchlistPage kind="videos" />;
export const SelectedClipsPage = () => <WatchlistPage kind="clips" />;

export function RecommendationPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  const query = useQuery(recommendationsQuery());
  useFailureToast(query, tr('recommendation.error'));
  const data = query.data;
  const followsNothing = data && data.basis.teams + data.basis.identities === 0;
  return (
    <Container css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(8) }}>
      <Heading title={tr('recommendation.title')} subtitle={tr('recommendation.subtitle')} />
      <TileGrid
        tiles="media"
        query={query}
        itemKey={mediaKey}
        render={mediaTile}
        items={data?.entries ?? []}
        errorTitle={tr('recommendation.error')}
        empty={
          <EmptyState
            text={followsNothing ? tr('recommendation.emptyNoFollows') : tr('recommendation.empty')}
            links={[
              { to: '/following/league/', label: tr('recommendation.followLeagues') },
              { to: '/following/category/', label: tr('recommendation.followCategories') },
            ]}
          />
        }
      />
    </Container>
  );
}
