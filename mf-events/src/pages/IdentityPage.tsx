// /league/:leagueId/, /category/:mainId/ and /category/:mainId/sub-category/:subId/:
// the league or category header, then its live, upcoming and replay rows.
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { Page, type Identity } from '@portal/shared';
import { getIdentity, useIdentity } from '../api/get-identity.ts';
import { EntityHeader } from '../components/EntityHeader.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { EventRows } from '../components/EventRows.tsx';
import { loadOrNotFound } from '../lib/not-found.ts';

export const identityLoader =
  (param: 'leagueId' | 'mainId') =>
  ({ params, request }: LoaderFunctionArgs): Promise<Identity | null> =>
    loadOrNotFound(getIdentity(params[param] ?? '', request.signal), param === 'leagueId' ? 'league' : 'category');

export const subCategoryLoader = ({ params, request }: LoaderFunctionArgs): Promise<Identity | null> =>
  loadOrNotFound(getIdentity(params.subId ?? '', request.signal), 'category');

export function IdentityPage() {
  const { t } = useTranslation('events');
  const params = useParams();
  const id = params.subId ?? params.leagueId ?? params.mainId ?? '';
  const kind = params.leagueId ? 'league' : params.subId ? 'subCategory' : 'category';
  const initial = useLoaderData<Identity | null>() ?? undefined;
  const query = useIdentity(id, initial?.id === id ? initial : undefined);

  return (
    <Page data-testid="identity-page">
      {query.isError ? (
        <ErrorState title={t('identity.error')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <EntityHeader eyebrow={t(`identity.${kind}`)} title={query.data?.title ?? null} logo={query.data?.logo ?? query.data?.image ?? null} />
      )}
      <EventRows base={{ 'identities.id': [id] }} seeAll={false} />
    </Page>
  );
}
