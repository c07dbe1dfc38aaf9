// /search/?q=…&date=…: events matching a team, league, category or sport name, within one of
// api/README.md's date filters; above them, the teams of that name, each linking to its page, where
// the tenant has team pages (issue 27 item 10; elsewhere the field says it searches events). Query and filter live in the URL (reload and back keep them); typing
// updates the URL after a pause, the result count is announced politely.
import { useTheme } from '@emotion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useRouteAvailable } from '@portal/shared';
import { CloseIcon, IconButton, Page, RouteLink, SearchIcon, Select, TextField } from '@portal/shared/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { eventPagesQuery, type EventListFilters } from '../../common/get-events.ts';
import { teamSearchQuery } from './search-teams.ts';
import { EventGrid } from '../browse/index.ts';
import { TeamLogo } from '../../common/TeamLogo.tsx';
import { DATE_FILTERS, dateRange, eventDateParam, isDateFilter, viewerTimeZone, type DateFilter } from './date-range.ts';
import { useDateFormat } from '../../common/format.ts';

/** How long typing pauses before the URL (and so the search) follows. */
export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 24;

/** The teams named like the search, each a link to its page; nothing when none is. */
function TeamResults({ q }: { q: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const teams = useQuery(teamSearchQuery(q));
  if (!teams.data?.length) return null;
  return (
    <section aria-labelledby="search-teams" data-testid="search-teams" css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      <h2 id="search-teams" css={{ ...t.text.h3, margin: 0 }}>
        {tr('search.teams')}
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: t.space(2) }}>
        {teams.data.map((team) => (
          <li key={team.id} css={{ minInlineSize: 0, maxInlineSize: '100%' }}>
            <RouteLink
              to={`/team/${team.id}/`}
              css={{
                ...t.text.label,
                display: 'flex',
                alignItems: 'center',
                gap: t.space(2),
                minBlockSize: '44px',
                paddingBlock: t.space(1),
                paddingInline: t.space(2),
                paddingInlineEnd: t.space(4),
                borderRadius: t.radius.full,
                border: `1px solid ${t.color.border}`,
                backgroundColor: t.color.surface,
                color: t.color.text,
                textDecoration: 'none',
                overflowWrap: 'anywhere',
                '&:hover': { borderColor: t.color.primary },
                '&:focus-visible': t.focusRing,
              }}
            >
              <TeamLogo name={team.name} logoUrl={team.logo} color={team.color} size={32} />
              <span>{team.name}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const rawDate = params.get('date');
  const date: DateFilter = isDateFilter(rawDate) ? rawDate : 'anytime';
  const [draft, setDraft] = useState(q);
  // Teams are results only where a team has a page to go to; elsewhere the field says "events".
  const teamsOn = useRouteAvailable('/team/1/');
  const field = useRef<HTMLInputElement>(null);

  // The field takes focus on arrival, and again on each click of the header's search control
  // (its link carries a fresh `focusSearch` state; the page's own URL updates carry none).
  const focusNonce = (useLocation().state as { focusSearch?: number } | null)?.focusSearch;
  useEffect(() => field.current?.focus(), [focusNonce]);
  // Back/forward change the URL under the field: show what it says.
  useEffect(() => setDraft(q), [q]);

  const update = (next: { q?: string; date?: DateFilter }) => {
    const merged = { q: next.q ?? q, date: next.date ?? date };
    const out: Record<string, string> = {};
    if (merged.q) out.q = merged.q;
    if (merged.date !== 'anytime') out.date = merged.date;
    // typing replaces the entry (one history step per search, not per key); a filter pushes one
    setParams(out, { replace: next.q !== undefined });
  };

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => update({ q: draft.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [draft]);

  // The range is computed once per filter change (not per render) so the query key stays put.
  const range = useMemo(() => ({ param: eventDateParam(date), dates: dateRange(date) }), [date]);
  const filters: Omit<EventListFilters, 'page'> = { search: q, size: PAGE_SIZE, ...(range.param ? { event_date: range.param } : {}) };
  // the grid's own query (same key): read here for the announced count, no second request
  const results = useInfiniteQuery({ ...eventPagesQuery(filters), enabled: Boolean(q) });
  const total = q && results.data ? (results.data.pages[0]?.totalCount ?? 0) : null;
  const day = (d: Date) => format(d.toISOString(), { day: 'numeric', month: 'short' });

  return (
    <Page title={tr('search.title')} data-testid="search-page">
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: draft.trim() });
          }}
          css={{ display: 'flex', gap: t.space(3), alignItems: 'flex-end', flexWrap: 'wrap', maxInlineSize: '760px' }}
        >
          <div css={{ flex: '1 1 260px', position: 'relative' }}>
            <TextField
              ref={field}
              label={tr(teamsOn ? 'search.label' : 'search.labelEvents')}
              name="q"
              type="search"
              autoComplete="off"
              startIcon={<SearchIcon size={18} />}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              placeholder={tr('search.placeholder')}
              css={{ '& input': { paddingInlineEnd: t.space(11) }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
            />
            {draft ? (
              <IconButton
                aria-label={tr('search.clear')}
                type="button"
                size="small"
                variant="ghost"
                onClick={() => {
                  setDraft('');
                  update({ q: '' });
                  field.current?.focus();
                }}
                css={{ position: 'absolute', insetInlineEnd: t.space(1.5), insetBlockEnd: t.space(1) }}
              >
                <CloseIcon size={16} />
              </IconButton>
            ) : null}
          </div>
          <div css={{ flex: '0 1 220px' }}>
            <Select
              label={tr('search.date.label')}
              name="date"
              value={date}
              onChange={(e) => update({ date: e.currentTarget.value as DateFilter })}
              options={DATE_FILTERS.map((value) => ({ value, label: tr(`search.date.${value}`) }))}
            />
          </div>
        </form>
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(1) }}>
          <p data-testid="search-range" css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0 }}>
            {range.dates
              ? tr('search.date.range', { from: day(range.dates.from), to: day(range.dates.to), zone: viewerTimeZone() })
              : tr('search.date.rangeAnytime')}
          </p>
          <p
            role="status"
            aria-live="polite"
            data-testid="search-count"
            css={{ ...t.text.bodySmall, fontWeight: t.fontWeight.semibold, margin: 0, minBlockSize: '1.25em', overflowWrap: 'anywhere' }}
          >
            {total === null ? '' : tr('search.count', { count: total, q })}
          </p>
        </div>
      </div>
      {q && teamsOn ? <TeamResults q={q} /> : null}
      {q ? (
        <section aria-labelledby="search-results" css={{ display: 'flex', flexDirection: 'column', gap: t.space(5) }}>
          <h2 id="search-results" css={{ ...t.text.h3, margin: 0, overflowWrap: 'anywhere' }}>
            {tr('search.results', { q })}
          </h2>
          <EventGrid filters={filters} emptyText={tr('search.empty', { q })} />
        </section>
      ) : (
        <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('search.prompt')}</p>
      )}
    </Page>
  );
}
