// The only public surface of mf-events: its routes and their metadata (SPEC 2).
// Handles are static so the shell can apply layout, middleware and survey
// exclusion before any page code runs.
import type { PortalRoute, RemoteRoutesModule } from '@portal/shared';
import { isNumericId, isParam } from '../lib/params.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { ArchivePage, LatestPage, LivePage, LiveSportPage, UpcomingPage } from '../pages/EventListPage.tsx';
import { EventPage, eventLoader } from '../pages/EventPage.tsx';
import { IdentityPage, identityLoader, subCategoryLoader } from '../pages/IdentityPage.tsx';
import { TeamPage, teamLoader } from '../pages/TeamPage.tsx';
import { SearchPage } from '../pages/SearchPage.tsx';
import { comingSoon } from '../pages/ComingSoonPage.tsx';

const page = (id: string, path: string, Component: PortalRoute['Component'], extra: Partial<PortalRoute> = {}, surveyExcluded = false): PortalRoute => ({
  id,
  path,
  Component,
  handle: { name: id, layout: 'home', ...(surveyExcluded ? { surveyExcluded: true } : {}) },
  ...extra,
});

export const eventRoutes: PortalRoute[] = [
  { id: 'index', index: true, handle: { name: 'index', layout: 'home' }, Component: HomePage },
  page('home', 'home', HomePage),
  page('faq', 'faq', comingSoon('faq')),
  page('about', 'about', comingSoon('about')),
  page('terms', 'terms', comingSoon('terms')),
  page('privacy', 'privacy', comingSoon('privacy')),
  page('open-app', 'open-app', comingSoon('openApp'), {}, true),
  page('dev-ad-test', 'dev-ad-test', comingSoon('devAdTest')),
  page('latest', 'latest', LatestPage),
  page('search', 'search', SearchPage),
  page('archive', 'archive', ArchivePage),
  page('upcoming', 'upcoming', UpcomingPage),
  page('highlight', 'highlight', comingSoon('highlight')),
  page('suggested', 'suggested', comingSoon('suggested')),
  page('live', 'live', LivePage),
  page('live-sportType', 'live/:sportType', LiveSportPage, { validate: (p) => isParam(p.sportType) }),
  page('info-type', 'info/:type', comingSoon('info'), { validate: (p) => isParam(p.type) }),
  {
    ...page('team-teamId', 'team/:teamId', TeamPage, { validate: (p) => isNumericId(p.teamId), loader: teamLoader }),
    handle: { name: 'team-teamId', layout: 'home', middleware: ['disable-team-page'] },
  },
  page('league-leagueId', 'league/:leagueId', IdentityPage, { validate: (p) => isNumericId(p.leagueId), loader: identityLoader('leagueId') }),
  page('category-mainId', 'category/:mainId', IdentityPage, { validate: (p) => isNumericId(p.mainId), loader: identityLoader('mainId') }),
  page('category-mainId-sub-category-subId', 'category/:mainId/sub-category/:subId', IdentityPage, {
    validate: (p) => isNumericId(p.mainId) && isNumericId(p.subId),
    loader: subCategoryLoader,
  }),
  page('events-eventId', 'events/:eventId', EventPage, { validate: (p) => isNumericId(p.eventId), loader: eventLoader }),
  page('events-stats-eventId', 'events/stats/:eventId', comingSoon('stats'), { validate: (p) => isNumericId(p.eventId) }),
  page('channels-eventId', 'channels/:eventId', comingSoon('channel'), { validate: (p) => isNumericId(p.eventId) }),
  page('redirect-events-referenceId', 'redirect/events/:referenceId', comingSoon('redirect'), { validate: (p) => isParam(p.referenceId) }, true),
];

const routes: RemoteRoutesModule = {
  remote: 'mf-events',
  namespace: 'events',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/events.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes: eventRoutes,
};

export default routes;
