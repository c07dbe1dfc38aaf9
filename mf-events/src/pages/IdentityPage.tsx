// /league/:leagueId/, /category/:mainId/ and /category/:mainId/sub-category/:subId/:
// the league or category header, then its live, upcoming and replay rows.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type RouteLoaderArgs } from '@portal/shared';
import { Page, QueryErrorAlert } from '@portal/shared/ui';
import { identityQuery, useIdentity } from '../api/get-identity.ts';
import { EntityHeader } from '../components/EntityHeader.tsx';
import { EventRows } from '../components/EventRows.tsx';
import { FollowControl } from '../components/FollowControl.tsx';
import { loadOrNotFound } from '../lib/not-found.ts';

export const identityLoader =
  (param: 'leagueId' | 'mainId') =>
  ({ params, queryClient }: RouteLoaderArgs) =>
    loadOrNotFound(queryClient.ensureQueryData(identityQuery(params[param] ?? '')), param === 'leagueId' ? 'league' : 'category');

export const subCategoryLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(queryClient.ensureQueryData(identityQuery(params.subId ?? '')), 'category');

export function IdentityPage() {
  const { t } = useTranslation('events');
  const params = useParams();
  const id = params.subId ?? params.leagueId ?? params.mainId ?? '';
  const kind = params.leagueId ? 'league' : params.subId ? 'subCategory' : 'category';
  const query = useIdentity(id);

  return (
    <Page data-testid="identity-page">
      {query.isError ? (
        <QueryErrorAlert title={t('identity.error')} query={query} />
      ) : (
        <EntityHeader eyebrow={t(`identity.${kind}`)} title={query.data?.title ?? null} logo={query.data?.logo ?? query.data?.image ?? null}>
          {/* Every identity record follows as identity_item (api/README.md "Following"). */}
          {query.data ? <FollowControl type="identity_item" id={id} target={kind === 'subCategory' ? 'subcategory' : kind} name={query.data.title} /> : null}
        </EntityHeader>
      )}
      <EventRows base={{ 'identities.id': [id] }} seeAll={false} />
    </Page>
  );
}
