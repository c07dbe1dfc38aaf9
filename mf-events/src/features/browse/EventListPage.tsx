// Grid pages of one kind of event: /live/, /live/:sportType/, /upcoming/, /archive/, /latest/.
import { useTheme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useParams } from 'react-router';
import { Button, Page, RouteLink, VisuallyHidden } from '@portal/shared/ui';
import type { EventMedia } from '@portal/shared';
import type { EventListFilters } from '../../common/get-events.ts';
import { useSportCounts } from './get-sport-counts.ts';
import { EventGrid } from './EventGrid.tsx';

export type ListKind = 'live' | 'upcoming' | 'archive' | 'latest';

const PAGE_SIZE = 24;

// "Add to multiview" on live cards (issue 16): its own small chunk, fetched on the live lists only.
const CardAddToMultiview = lazy(() =>
  import(/* webpackChunkName: "add-to-multiview" */ '../multiview/index.ts').then((m) => ({ default: m.CardAddToMultiview })),
);
const liveCardExtra = (event: EventMedia) =>
  event.eventStatus === 'LIVE' ? (
    <Suspense fallback={null}>
      <CardAddToMultiview id={event.id} title={event.title} />
    </Suspense>
  ) : null;

export const LIST_FILTERS: Record<ListKind, Omit<EventListFilters, 'page'>> = {
  live: { status: 'live', size: PAGE_SIZE },
  upcoming: { status: 'upcoming', order: 'asc', size: PAGE_SIZE },
  archive: { status: 'archived', order: 'desc', size: PAGE_SIZE },
  latest: { status: ['live', 'archived'], sort: 'date', order: 'desc', size: PAGE_SIZE },
};

export function EventListPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('events');
  return (
    <Page title={t(`lists.${kind}.title`)} subtitle={t(`lists.${kind}.description`)} data-testid={`list-${kind}`}>
      {kind === 'live' ? <SportChips selected={null} /> : null}
      <EventGrid filters={LIST_FILTERS[kind]} emptyText={t(`lists.${kind}.empty`)} cardExtra={kind === 'live' ? liveCardExtra : undefined} />
    </Page>
  );
}

export const LivePage = () => <EventListPage kind="live" />;
export const UpcomingPage = () => <EventListPage kind="upcoming" />;
export const ArchivePage = () => <EventListPage kind="archive" />;
export const LatestPage = () => <EventListPage kind="latest" />;

/**
 * The sports that are live now, with their counts (grouped_sport_count), as links: "All" and one per
 * sport; the page's own is marked aria-current. Hidden while nothing is live.
 */
export function SportChips({ selected }: { selected: string | null }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const counts = useSportCounts('live');
  const list = counts.data ?? [];
  if (!list.length) return null;
  const total = list.reduce((n, c) => n + c.count, 0);
  const chip = (href: string, label: string, count: number, current: boolean) => (
    <li key={href}>
      <RouteLink
        to={href}
        aria-current={current ? 'page' : undefined}
        data-testid="sport-chip"
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: t.space(2),
          minBlockSize: 40,
          paddingInline: t.space(4),
          borderRadius: t.radius.full,
          border: `1px solid ${current ? t.color.primary : t.color.border}`,
          backgroundColor: current ? t.color.primary : t.color.surface,
          color: current ? t.color.onPrimary : t.color.text,
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          ...t.text.bodySmall,
          fontWeight: t.fontWeight.semibold,
          '&:hover': { borderColor: t.color.borderStrong },
          '&:focus-visible': t.focusRing,
        }}
      >
        {label}
        <span aria-hidden="true" css={{ fontVariantNumeric: 'tabular-nums', opacity: 0.8 }}>
          {count}
        </span>
        <VisuallyHidden>{tr('lists.sportCount', { count })}</VisuallyHidden>
      </RouteLink>
    </li>
  );
  // One row that scrolls sideways when the sports do not fit: its height is the same in every
  // language and on every screen, so the grid below starts where the server's picture put it (ADR 0038).
  // The row's padding keeps the chips' focus rings inside its scroll box; the margins give that room back.
  return (
    <nav aria-label={tr('lists.sports')}>
      <ul
        css={{
          display: 'flex',
          gap: t.space(2),
          margin: `-${t.space(1)}`,
          padding: t.space(1),
          listStyle: 'none',
          overflowX: 'auto',
          // The containing block of the chips' visually hidden counts (absolutely positioned), so the
          // row clips them too: a count scrolled out of view would otherwise widen the page.
          position: 'relative',
          // Its chips' width must not count toward the page's minimum width (the page would widen to
          // hold them all in one line): the row takes the width it is given and scrolls within it.
          contain: 'inline-size',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > li': { flexShrink: 0 },
          // The end edge fades, so a row that goes on past the screen shows that it does.
          maskImage: 'linear-gradient(to right, #000 calc(100% - 24px), transparent)',
          '[dir="rtl"] &': { maskImage: 'linear-gradient(to left, #000 calc(100% - 24px), transparent)' },
        }}
      >
        {chip('/live/', tr('lists.allSports'), total, selected === null)}
        {list.map((c) => chip(`/live/${encodeURIComponent(c.sportType)}/`, sportName(tr, c.sportType), c.count, c.sportType === selected))}
      </ul>
    </nav>
  );
}

const sportName = (tr: TFunction<'events'>, sport: string) => tr(`sport.${sport}`, { defaultValue: sport });

/** /live/:sportType/: live events of one sport; a sport with nothing live says so and links back to /live/. */
export function LiveSportPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const { sportType = '' } = useParams();
  const sport = sportName(tr, sportType);
  const counts = useSportCounts('live');
  const none = counts.isSuccess && !counts.data.some((c) => c.sportType === sportType);
  return (
    <Page title={tr('lists.liveSport.title', { sport })} subtitle={tr('lists.live.description')} data-testid="list-live-sport">
      <SportChips selected={sportType} />
      {counts.isPending ? null : none ? (
        <div
          role="status"
          data-testid="live-sport-empty"
          css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: t.space(4), padding: t.space(10, 0), textAlign: 'center' }}
        >
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('lists.liveSport.empty', { sport })}</p>
          <Button as={RouteLink} whenOff="none" to="/live/" variant="secondary">
            {tr('lists.liveSport.back')}
          </Button>
        </div>
      ) : (
        <EventGrid filters={{ ...LIST_FILTERS.live, sportType }} emptyText={tr('lists.live.empty')} cardExtra={liveCardExtra} />
      )}
    </Page>
  );
}
