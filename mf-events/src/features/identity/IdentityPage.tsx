// /league/:leagueId/, /category/:mainId/ and /category/:mainId/sub-category/:subId/: the league or
// category header (banner, logo, description, social links, follow), its sub-categories as links,
// then its live, upcoming and replay rows.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page, QueryErrorAlert, RouteLink } from '@portal/shared/ui';
import { useIdentity, useSubCategories } from './get-identity.ts';
import { EntityHeader } from './EntityHeader.tsx';
import { EventRows } from '../browse/index.ts';
import { FollowControl } from '../../common/FollowControl.tsx';

export { identityLoader, subCategoryLoader } from './identity-loaders.ts';

export function IdentityPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const params = useParams();
  const id = params.subId ?? params.leagueId ?? params.mainId ?? '';
  const kind = params.leagueId ? 'league' : params.subId ? 'subCategory' : 'category';
  const query = useIdentity(id);
  const data = query.data;
  const children = useSubCategories(id, data?.mediaType === 'identity' && data.identityIds.length > 0);
  // the generated banner of the seed is the logo itself: shown once, as the logo
  const banner = data?.banner?.imageUrl && data.banner.imageUrl !== (data.logo ?? data.image) ? data.banner.imageUrl : null;
  // docs/product.md has one sub-category route, under /category/ (a league's too)
  const parent = encodeURIComponent(params.leagueId ?? params.mainId ?? id);

  return (
    <Page data-testid="identity-page">
      {query.isError ? (
        <QueryErrorAlert title={tr('identity.error')} query={query} />
      ) : (
        <EntityHeader
          eyebrow={tr(`identity.${kind}`)}
          title={data?.title ?? null}
          logo={data?.logo ?? data?.image ?? null}
          color={data?.color}
          banner={banner}
          description={data?.description}
          social={data?.socialLinks}
        >
          {/* Every identity record follows as identity_item (api/README.md "Following"). */}
          {data ? <FollowControl type="identity_item" id={id} target={kind === 'subCategory' ? 'subcategory' : kind} name={data.title} /> : null}
        </EntityHeader>
      )}
      {children.data?.length ? (
        <nav aria-label={tr('browse.identity.subCategories')}>
          <h2 css={{ ...t.text.h3, margin: `0 0 ${t.space(3)}` }}>{tr('browse.identity.subCategories')}</h2>
          <ul css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
            {children.data.map((child) => (
              <li key={child.id}>
                <RouteLink
                  to={`/category/${parent}/sub-category/${encodeURIComponent(child.id)}/`}
                  data-testid="sub-category-link"
                  css={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minBlockSize: 40,
                    paddingInline: t.space(4),
                    borderRadius: t.radius.full,
                    border: `1px solid ${t.color.border}`,
                    backgroundColor: t.color.surface,
                    color: t.color.text,
                    textDecoration: 'none',
                    ...t.text.bodySmall,
                    fontWeight: t.fontWeight.semibold,
                    '&:hover': { borderColor: t.color.borderStrong },
                    '&:focus-visible': t.focusRing,
                  }}
                >
                  {child.title}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <EventRows base={{ 'identities.id': [id] }} seeAll={false} />
    </Page>
  );
}
