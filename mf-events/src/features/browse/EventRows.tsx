// The standard rows (live, upcoming, replays, optionally channels) for a set of
// base filters: the whole catalogue on the home page, one league or team elsewhere.
import { useTranslation } from 'react-i18next';
import type { EventListFilters } from '../../common/get-events.ts';
import { EventRow } from './EventRow.tsx';

export const ROW_SIZE = 12;

export const rowFilters = (base: EventListFilters = {}) => ({
  live: { ...base, status: 'live', size: ROW_SIZE } satisfies EventListFilters,
  upcoming: { ...base, status: 'upcoming', order: 'asc', size: ROW_SIZE } satisfies EventListFilters,
  archived: { ...base, status: 'archived', order: 'desc', size: ROW_SIZE } satisfies EventListFilters,
  channel: { ...base, status: 'channel', size: ROW_SIZE } satisfies EventListFilters,
});

export function EventRows({ base, channels = false, seeAll = true }: { base?: EventListFilters; channels?: boolean; seeAll?: boolean }) {
  const { t } = useTranslation('events');
  const f = rowFilters(base);
  return (
    <>
      <EventRow testId="row-live" title={t('rows.live')} filters={f.live} seeAllHref={seeAll ? '/live/' : undefined} />
      <EventRow testId="row-upcoming" title={t('rows.upcoming')} filters={f.upcoming} seeAllHref={seeAll ? '/upcoming/' : undefined} />
      <EventRow testId="row-archived" title={t('rows.archived')} filters={f.archived} seeAllHref={seeAll ? '/archive/' : undefined} />
      {channels ? <EventRow testId="row-channel" title={t('rows.channels')} filters={f.channel} /> : null}
    </>
  );
}
