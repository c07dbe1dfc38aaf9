// /events/stats/:eventId/ (tenant flag enable_match_stats): the event's match stats on their own.
import { useTheme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@portal/shared';
import { Page, QueryErrorAlert, RouteLink, SkeletonLine } from '@portal/shared/ui';
import { useEvent } from '../../common/get-event.ts';
import { statsQuery, StatsPanel } from '../event-page/index.ts';
import { eventHref } from '../../common/event-kind.ts';

export function StatsPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const stats = useQuery(statsQuery(eventId));
  const heading = event.data ? tr('stats.pageTitle', { title: event.data.title || tr('event.untitled') }) : null;
  usePageTitle(heading ?? (event.isError ? tr('details.error') : null));
  return (
    <Page data-testid="stats-page">
      {event.isError ? (
        <QueryErrorAlert title={tr('details.error')} query={event} />
      ) : (
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(6), maxInlineSize: '48rem' }}>
          {event.data ? (
            <>
              <h1 css={{ ...t.text.h1, margin: 0 }}>{heading}</h1>
              <RouteLink
                to={eventHref(event.data)}
                css={{ ...t.text.label, color: t.color.primaryText, alignSelf: 'flex-start', borderRadius: t.radius.xs, '&:focus-visible': t.focusRing }}
              >
                {tr('stats.backToEvent')}
              </RouteLink>
            </>
          ) : null}
          {stats.isPending ? (
            <SkeletonLine lines={6} />
          ) : stats.data ? (
            <StatsPanel stats={stats.data} />
          ) : (
            <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('stats.none')}</p>
          )}
        </div>
      )}
    </Page>
  );
}

export default StatsPage;
