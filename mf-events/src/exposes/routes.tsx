// The only public surface of mf-events: its route table (docs/product.md "Public" routes). One line
// per page; the contract's builder derives names, handles and param checks.
import { defineRemoteRoutes, page, param } from '@portal/shared';
import { HomePage } from '../features/browse/HomePage.tsx';
import { ArchivePage, LatestPage, LivePage, LiveSportPage, UpcomingPage } from '../features/browse/EventListPage.tsx';
import { channelLoader, eventLoader, redirectEventLoader } from '../features/event-page/event-loaders.ts';
import { homeLoader, liveListLoader } from '../features/browse/list-loaders.ts';
import { lazyPage } from './lazy-page.tsx';
import { identityLoader, subCategoryLoader, teamLoader } from '../features/identity/identity-loaders.ts';

// The pages that play (and their extras) load on first use: the home page never carries them.
const EventPage = lazyPage(() => import(/* webpackChunkName: "event-page" */ '../features/event-page/EventPage.tsx'));
const StatsPage = lazyPage(() => import(/* webpackChunkName: "stats-page" */ '../features/stats/StatsPage.tsx'));
// Pages the home page never links to on sight load on first use too (issue 10 item 2: the first
// visit to / carries the home page and the lists, not search, leagues, teams or highlights).
const IdentityPage = lazyPage(() =>
  import(/* webpackChunkName: "identity-page" */ '../features/identity/IdentityPage.tsx').then((m) => ({ default: m.IdentityPage })),
);
const TeamPage = lazyPage(() => import(/* webpackChunkName: "team-page" */ '../features/identity/TeamPage.tsx').then((m) => ({ default: m.TeamPage })));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "search-page" */ '../features/search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })));
const HighlightPage = lazyPage(() =>
  import(/* webpackChunkName: "highlight-page" */ '../features/highlights/HighlightPage.tsx').then((m) => ({ default: m.HighlightPage })),
);
const SuggestedPage = lazyPage(() =>
  import(/* webpackChunkName: "suggested-page" */ '../features/browse/SuggestedPage.tsx').then((m) => ({ default: m.SuggestedPage })),
);
const RedirectEventPage = lazyPage(() =>
  import(/* webpackChunkName: "redirect-event" */ '../features/event-page/RedirectEventPage.tsx').then((m) => ({ default: m.RedirectEventPage })),
);
// Up to four live events at once (issue 16): its own chunk, with the player's.
const MultiviewPage = lazyPage(() => import(/* webpackChunkName: "multiview" */ '../features/multiview/MultiviewPage.tsx'));

// Development aids (ADR 0052), in development builds only: a production build drops this branch,
// its chunk included, and its routes manifest leaves out the pages declared with devPage.
const devPage = page;
const devPages =
  process.env.NODE_ENV === 'production'
    ? []
    : [
        devPage(
          'dev-ad-test',
          lazyPage(() => import(/* webpackChunkName: "dev-ad-test" */ '../features/dev/DevAdTestPage.tsx')),
        ),
      ];

const routes = defineRemoteRoutes({
  remote: 'mf-events',
  namespace: 'events',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/events.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'home' },
  pages: [
    page('', HomePage, { loader: homeLoader }),
    page('home', HomePage, { loader: homeLoader }),
    ...devPages,
    page('latest', LatestPage),
    page('search', SearchPage),
    page('archive', ArchivePage),
    page('upcoming', UpcomingPage),
    page('highlight', HighlightPage),
    page('suggested', SuggestedPage),
    page('live', LivePage, { loader: liveListLoader }),
    page('multiview', MultiviewPage, { requiresFlag: 'enable_multiview' }),
    page('live/:sportType', LiveSportPage, { params: { sportType: param.text }, loader: liveListLoader }),
    // the product's disable-team-page: a tenant without the team page answers 404 (team).
    page('team/:teamId', TeamPage, { params: { teamId: param.id }, loader: teamLoader, requiresFlag: 'enable_team_page', notFoundContext: 'team' }),
    page('league/:leagueId', IdentityPage, { params: { leagueId: param.id }, loader: identityLoader('leagueId') }),
    page('category/:mainId', IdentityPage, { params: { mainId: param.id }, loader: identityLoader('mainId') }),
    page('category/:mainId/sub-category/:subId', IdentityPage, { params: { mainId: param.id, subId: param.id }, loader: subCategoryLoader }),
    page('events/:eventId', EventPage, { params: { eventId: param.id }, loader: eventLoader }),
    page('events/stats/:eventId', StatsPage, {
      params: { eventId: param.id },
      loader: eventLoader,
      requiresFlag: 'enable_match_stats',
      notFoundContext: 'event',
    }),
    // A channel plays on the event page's watch area with its programme guide.
    page('channels/:eventId', EventPage, { params: { eventId: param.id }, loader: channelLoader }),
    // A reference nothing matches is the event 404 (the loader's lookup).
    page('redirect/events/:referenceId', RedirectEventPage, { params: { referenceId: param.text }, loader: redirectEventLoader, surveyExcluded: true }),
  ],
});

export default routes;
