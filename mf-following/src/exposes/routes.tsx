// The only public surface of mf-following: following leagues and categories (also as
// sign-up steps), the favourite club, recommendations and the watchlist (selected).
// One line per page; the contract's builder derives names, handles and param checks.
import { defineRemoteRoutes, page, param, type PageOptions } from '@portal/shared';
import {
  LeagueTeamsFollowedPage,
  LeagueTeamsPage,
  SignUpLeagueTeamsPage,
  SignUpSubCategoriesPage,
  SubCategoriesFollowedPage,
  SubCategoriesPage,
} from '../features/following/ChildrenPage.tsx';
import { ClubPage } from '../features/club/ClubPage.tsx';
import {
  CategoriesPage,
  FollowedCategoriesPage,
  FollowedLeaguesPage,
  LeaguesPage,
  SignUpCategoriesPage,
  SignUpFollowedCategoriesPage,
  SignUpFollowedLeaguesPage,
  SignUpLeaguesPage,
} from '../features/following/IdentityListPage.tsx';
import { RecommendationPage, SelectedClipsPage, SelectedVideosPage } from '../features/watchlist/MediaPages.tsx';

const signUpStep: PageOptions = { layout: 'auth', surveyExcluded: true };
const leagueId = { leagueId: param.id };
const mainId = { mainId: param.id };

export default defineRemoteRoutes({
  remote: 'mf-following',
  namespace: 'following',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/following.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'default', auth: true },
  pages: [
    page('following/league', LeaguesPage),
    page('following/league/followed', FollowedLeaguesPage),
    page('following/league/:leagueId', LeagueTeamsPage, { params: leagueId }),
    page('following/league/:leagueId/followed', LeagueTeamsFollowedPage, { params: leagueId }),
    page('following/category', CategoriesPage),
    page('following/category/followed', FollowedCategoriesPage),
    page('following/category/:mainId', SubCategoriesPage, { params: mainId }),
    page('following/category/:mainId/followed', SubCategoriesFollowedPage, { params: mainId }),
    page('auth/sign-up/following/league', SignUpLeaguesPage, signUpStep),
    page('auth/sign-up/following/league/followed', SignUpFollowedLeaguesPage, signUpStep),
    page('auth/sign-up/following/league/:leagueId', SignUpLeagueTeamsPage, { ...signUpStep, params: leagueId }),
    page('auth/sign-up/following/category', SignUpCategoriesPage, signUpStep),
    page('auth/sign-up/following/category/followed', SignUpFollowedCategoriesPage, signUpStep),
    page('auth/sign-up/following/category/:mainId', SignUpSubCategoriesPage, { ...signUpStep, params: mainId }),
    page('club', ClubPage, { surveyExcluded: true }),
    page('recommendation', RecommendationPage),
    page('selected/clips', SelectedClipsPage),
    page('selected/videos', SelectedVideosPage),
  ],
});
