// The only public surface of mf-following: following leagues and categories (also as
// sign-up steps), the favourite club, recommendations and the watchlist (selected).
// One line per page; the contract's builder derives names, handles and param checks.
import { defineRemoteRoutes, page, param, type PageOptions } from '@portal/shared';
import { comingSoonPage, Narrow } from '@portal/shared/ui';
import { FollowedLeaguesPage, FollowingLeaguesPage, SignUpFollowedLeaguesPage, SignUpLeaguesPage } from '../pages/LeaguesPage.tsx';

const soon = (name: string) => comingSoonPage('following', name, Narrow);
const signUpStep: PageOptions = { layout: 'auth', surveyExcluded: true };
const leagueId = { leagueId: param.id };
const mainId = { mainId: param.id };

export default defineRemoteRoutes({
  remote: 'mf-following',
  namespace: 'following',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/following.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'default', auth: true },
  pages: [
    page('following/league', FollowingLeaguesPage),
    page('following/league/followed', FollowedLeaguesPage),
    page('following/league/:leagueId', soon('leagueTeams'), { params: leagueId }),
    page('following/league/:leagueId/followed', soon('leagueTeamsFollowed'), { params: leagueId }),
    page('following/category', soon('categories')),
    page('following/category/followed', soon('categoriesFollowed')),
    page('following/category/:mainId', soon('subCategories'), { params: mainId }),
    page('following/category/:mainId/followed', soon('subCategoriesFollowed'), { params: mainId }),
    page('auth/sign-up/following/league', SignUpLeaguesPage, signUpStep),
    page('auth/sign-up/following/league/followed', SignUpFollowedLeaguesPage, signUpStep),
    page('auth/sign-up/following/league/:leagueId', soon('leagueTeams'), { ...signUpStep, params: leagueId }),
    page('auth/sign-up/following/category', soon('categories'), signUpStep),
    page('auth/sign-up/following/category/followed', soon('categoriesFollowed'), signUpStep),
    page('auth/sign-up/following/category/:mainId', soon('subCategories'), { ...signUpStep, params: mainId }),
    page('club', soon('club'), { surveyExcluded: true }),
    page('recommendation', soon('recommendation')),
    page('selected/clips', soon('selectedClips')),
    page('selected/videos', soon('selectedVideos')),
  ],
});
