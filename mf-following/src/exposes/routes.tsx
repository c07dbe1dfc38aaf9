// The only public surface of mf-following: following leagues and categories (also as
// sign-up steps), the favourite club, recommendations and the watchlist (selected).
import type { PortalRoute, PortalRouteHandle, RemoteRoutesModule } from '@portal/shared';
import { comingSoon } from '../components/ComingSoon.tsx';
import { Narrow } from '../components/Narrow.tsx';
import { isNumericId } from '../lib/params.ts';
import { FollowedLeaguesPage, FollowingLeaguesPage, SignUpFollowedLeaguesPage, SignUpLeaguesPage } from '../pages/LeaguesPage.tsx';

type Handle = Omit<PortalRouteHandle, 'name'>;
const signedIn: Handle = { layout: 'default', middleware: ['auth'] };
const signUpStep: Handle = { layout: 'auth', middleware: ['auth'], surveyExcluded: true };

/** Route name = path segments joined by '-', params by their names (SPEC 2 style). */
const nameOf = (path: string) => path.split('/').map((s) => s.replace(/^:/, '')).join('-');

const route = (path: string, Component: PortalRoute['Component'], handle: Handle, validate?: PortalRoute['validate']): PortalRoute => ({
  id: nameOf(path),
  path,
  Component,
  handle: { name: nameOf(path), ...handle },
  ...(validate ? { validate } : {}),
});

const leagueId = (p: Record<string, string | undefined>) => isNumericId(p.leagueId);
const mainId = (p: Record<string, string | undefined>) => isNumericId(p.mainId);
const soon = (page: string) => comingSoon(page, Narrow);

export const followingRoutes: PortalRoute[] = [
  route('following/league', FollowingLeaguesPage, signedIn),
  route('following/league/followed', FollowedLeaguesPage, signedIn),
  route('following/league/:leagueId', soon('leagueTeams'), signedIn, leagueId),
  route('following/league/:leagueId/followed', soon('leagueTeamsFollowed'), signedIn, leagueId),
  route('following/category', soon('categories'), signedIn),
  route('following/category/followed', soon('categoriesFollowed'), signedIn),
  route('following/category/:mainId', soon('subCategories'), signedIn, mainId),
  route('following/category/:mainId/followed', soon('subCategoriesFollowed'), signedIn, mainId),
  route('auth/sign-up/following/league', SignUpLeaguesPage, signUpStep),
  route('auth/sign-up/following/league/followed', SignUpFollowedLeaguesPage, signUpStep),
  route('auth/sign-up/following/league/:leagueId', soon('leagueTeams'), signUpStep, leagueId),
  route('auth/sign-up/following/category', soon('categories'), signUpStep),
  route('auth/sign-up/following/category/followed', soon('categoriesFollowed'), signUpStep),
  route('auth/sign-up/following/category/:mainId', soon('subCategories'), signUpStep, mainId),
  route('club', soon('club'), { layout: 'default', middleware: ['auth'], surveyExcluded: true }),
  route('recommendation', soon('recommendation'), signedIn),
  route('selected/clips', soon('selectedClips'), signedIn),
  route('selected/videos', soon('selectedVideos'), signedIn),
];

const routes: RemoteRoutesModule = {
  remote: 'mf-following',
  namespace: 'following',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/following.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes: followingRoutes,
};

export default routes;
