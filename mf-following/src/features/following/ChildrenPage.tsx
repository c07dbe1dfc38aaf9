// /following/league/{leagueId}/ (the league's teams) and /following/category/{mainId}/ (the
// category's sub-categories), with /followed/ variants and sign-up steps. The header follows the
// league or category itself.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFollow } from '@portal/shared';
import { FollowButton } from '@portal/shared/ui';
import { followedQuery } from './get-followed.ts';
import { identityQuery, subIdentitiesQuery, type MainKind } from './get-identities.ts';
import { teamsQuery } from '../../common/get-teams.ts';
import { FollowingFrame, useFollowedRefresh } from './FollowingFrame.tsx';
import { TileGrid } from '../../common/TileGrid.tsx';
import { FollowTile } from './FollowTile.tsx';

export interface ChildrenPageProps {
  kind: MainKind;
  onlyFollowed?: boolean;
  signUp?: boolean;
}

function ParentFollow({ id, name, kind }: { id: string; name: string; kind: MainKind }) {
  const { followed, busy, toggle } = useFollow('identity_item', id, kind);
  return <FollowButton size="large" followed={followed} busy={busy} onToggle={() => void toggle()} name={name} />;
}

export function ChildrenPage({ kind, onlyFollowed = false, signUp = false }: ChildrenPageProps) {
  const { t: tr } = useTranslation('following');
  const params = useParams();
  const id = (kind === 'league' ? params.leagueId : params.mainId) ?? '';
  const section = kind === 'league' ? 'leagueTeams' : 'subCategories';
  const listBase = signUp ? `/auth/sign-up/following/${kind}/` : `/following/${kind}/`;
  const base = `${listBase}${encodeURIComponent(id)}/`;
  const parent = useQuery(identityQuery(id));
  const teams = useQuery({ ...teamsQuery({ identityId: id }), enabled: kind === 'league' });
  const subs = useQuery({ ...subIdentitiesQuery(id), enabled: kind === 'category' });
  const followedList = useQuery(followedQuery());
  const followed = useFollowedRefresh(followedList);
  const name = parent.data?.title ?? '';

  const children =
    kind === 'league'
      ? (teams.data?.entries ?? []).map((team) => ({ id: team.id, title: team.name, image: team.logo }))
      : (subs.data?.entries ?? []).map((sub) => ({ id: sub.id, title: sub.title, image: sub.logo ?? sub.image }));
  const items = onlyFollowed ? children.filter((c) => followed[c.id]) : children;
  // Outside sign-up, a team opens its team page and a sub-category its content (mf-events' pages).
  const hrefOf = (childId: string) =>
    signUp
      ? undefined
      : kind === 'league'
        ? `/team/${encodeURIComponent(childId)}/`
        : `/category/${encodeURIComponent(id)}/sub-category/${encodeURIComponent(childId)}/`;

  return (
    <FollowingFrame
      title={name || tr(`${section}.fallbackTitle`)}
      subtitle={tr(`${section}.subtitle`)}
      signUpStep={signUp ? listBase : undefined}
      base={base}
      // Sign-up has no followed variant of the id pages (docs/product.md).
      showTabs={!signUp}
      followedCount={children.filter((c) => followed[c.id]).length}
      back={{ to: listBase, label: tr(`${section}.back`) }}
      action={parent.data ? <ParentFollow id={id} name={name} kind={kind} /> : null}
    >
      <TileGrid
        query={onlyFollowed && followedList.isError ? followedList : kind === 'league' ? teams : subs}
        items={items}
        waiting={onlyFollowed && followedList.isPending}
        errorTitle={onlyFollowed && followedList.isError ? tr('frame.followedError') : tr(`${section}.error`)}
        empty={onlyFollowed ? tr(`${section}.noneFollowed`) : tr(`${section}.empty`)}
        itemKey={(c) => c.id}
        render={(c) => (
          <FollowTile
            id={c.id}
            title={c.title}
            image={c.image}
            type={kind === 'league' ? 'team' : 'identity_item'}
            target={kind === 'league' ? 'team' : 'subcategory'}
            href={hrefOf(c.id)}
          />
        )}
      />
    </FollowingFrame>
  );
}

export const LeagueTeamsPage = () => <ChildrenPage kind="league" />;
export const LeagueTeamsFollowedPage = () => <ChildrenPage kind="league" onlyFollowed />;
export const SignUpLeagueTeamsPage = () => <ChildrenPage kind="league" signUp />;
export const SubCategoriesPage = () => <ChildrenPage kind="category" />;
export const SubCategoriesFollowedPage = () => <ChildrenPage kind="category" onlyFollowed />;
export const SignUpSubCategoriesPage = () => <ChildrenPage kind="category" signUp />;
