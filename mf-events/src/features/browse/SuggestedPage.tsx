// /suggested/: events picked for this viewer, with a line saying why (follows, a recently watched
// event, or simply the latest for a viewer we know nothing about yet).
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userAtom } from '@portal/shared';
import { Page, QueryErrorAlert, RouteLink } from '@portal/shared/ui';
import { useSuggestions } from './get-suggestions.ts';
import { CardGridSkeleton, CardList, EmptyList } from '../../common/CardGrid.tsx';
import { EventCard } from './EventCard.tsx';
import { recentViews } from '../../common/recent-views.ts';

export function SuggestedPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const user = useAtomValue(userAtom);
  // read once per visit: the page does not reshuffle while it is open
  const [recent] = useState(() => recentViews()[0] ?? null);
  const query = useSuggestions(user ? String(user.id) : null, recent);
  const reason = query.data?.reason;

  return (
    <Page title={tr('browse.suggested.title')} data-testid="suggested-page">
      {reason ? (
        <p data-testid="suggested-reason" css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>
          {reason.kind === 'follows'
            ? tr('browse.suggested.becauseFollows')
            : reason.kind === 'recent'
              ? tr('browse.suggested.becauseRecent', { title: reason.title })
              : tr(user ? 'browse.suggested.latestSignedIn' : 'browse.suggested.latestAnonymous')}
          {reason.kind === 'latest' && !user ? (
            <>
              {' '}
              <RouteLink to="/auth/login/?redirect=%2Fsuggested%2F" css={{ color: t.color.primaryText }}>
                {tr('browse.suggested.signIn')}
              </RouteLink>
            </>
          ) : null}
        </p>
      ) : null}
      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError ? (
        <QueryErrorAlert title={tr('lists.error')} query={query} />
      ) : query.data.entries.length === 0 ? (
        <EmptyList>{tr('lists.empty')}</EmptyList>
      ) : (
        <CardList items={query.data.entries} render={(event) => <EventCard event={event} headingLevel={2} />} />
      )}
    </Page>
  );
}
