// /following/league/ and /following/category/ (and /followed/, and both as sign-up steps): the
// leagues or categories (identities of that kind), each followable in one click.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mainIdentitiesQuery, type MainKind } from './get-identities.ts';
import { followedQuery } from './get-followed.ts';
import { FollowingFrame, useFollowedRefresh } from './FollowingFrame.tsx';
import { TileGrid } from '../../common/TileGrid.tsx';
import { FollowTile } from './FollowTile.tsx';

export interface IdentityListPageProps {
  kind: MainKind;
  onlyFollowed?: boolean;
  signUp?: boolean;
}

export function IdentityListPage({ kind, onlyFollowed = false, signUp = false }: IdentityListPageProps) {
  const { t: tr } = useTranslation('following');
  const base = signUp ? `/auth/sign-up/following/${kind}/` : `/following/${kind}/`;
  const list = useQuery(mainIdentitiesQuery(kind));
  const followedList = useQuery(followedQuery());
  const followed = useFollowedRefresh(followedList);
  const all = list.data?.entries ?? [];
  const items = onlyFollowed ? all.filter((i) => followed[i.id]) : all;
  return (
    <FollowingFrame
      title={tr(`${kind}.title`)}
      subtitle={tr(`${kind}.subtitle`)}
      signUpStep={signUp ? base : undefined}
      base={base}
      followedCount={all.filter((i) => followed[i.id]).length}
    >
      <TileGrid
        // A followed page cannot show anything true without the followed list: its failure shows.
        query={onlyFollowed && followedList.isError ? followedList : list}
        items={items}
        waiting={onlyFollowed && followedList.isPending}
        errorTitle={onlyFollowed && followedList.isError ? tr('frame.followedError') : tr(`${kind}.error`)}
        empty={onlyFollowed ? tr(`${kind}.noneFollowed`) : tr(`${kind}.empty`)}
        itemKey={(i) => i.id}
        render={(i) => (
          <FollowTile id={i.id} title={i.title} image={i.logo ?? i.image} type="identity_item" target={kind} href={`${base}${encodeURIComponent(i.id)}/`} />
        )}
      />
    </FollowingFrame>
  );
}

export const LeaguesPage = () => <IdentityListPage kind="league" />;
export const FollowedLeaguesPage = () => <IdentityListPage kind="league" onlyFollowed />;
export const SignUpLeaguesPage = () => <IdentityListPage kind="league" signUp />;
export const SignUpFollowedLeaguesPage = () => <IdentityListPage kind="league" signUp onlyFollowed />;
export const CategoriesPage = () => <IdentityListPage kind="category" />;
export const FollowedCategoriesPage = () => <IdentityListPage kind="category" onlyFollowed />;
export const SignUpCategoriesPage = () => <IdentityListPage kind="category" signUp />;
export const SignUpFollowedCategoriesPage = () => <IdentityListPage kind="category" signUp onlyFollowed />;
