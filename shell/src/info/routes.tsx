// The shell's own pages (ADR 0056): the tenant's content pages and /open-app, whatever remotes the
// tenant turns on. The router imports this chunk the first time a URL of SHELL_PAGES is visited and
// patches it in like a remote's table, so the first visit to / carries none of it. Pages, loaders
// and the 14 locales' texts (4 KB gzipped) share the one chunk: each extra chunk costs every page
// an entry in main.js's chunk map. Its paths are SHELL_PAGES' (routing/patcher.test.ts): the router
// decides by that list before this chunk loads.
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientContext, type NamespaceLoader, type PortalRoute, type PortalRouteHandle, type RouteLoader } from '@portal/shared';
import { contentLoader, infoLoader, isSlug } from './content-loaders.ts';
import { AboutPage, FaqPage, InfoPage, PrivacyPage, TermsPage } from './ContentPage.tsx';
import OpenAppPage from './OpenAppPage.tsx';

/** The shell's pages as the router patches them: its texts' namespace and the routes. */
export interface ShellPagesModule {
  namespace: string;
  loadTranslations: NamespaceLoader;
  routes: PortalRoute[];
}

/** A loader of the contract's shape, handed the portal's query client (ADR 0012). */
const withQueryClient = (loader: RouteLoader) => (args: LoaderFunctionArgs) => loader({ ...args, queryClient: args.context.get(queryClientContext) });

// The handles the remote's builder used to derive: names are docs/product.md's, the layout is the home page's.
const handle = (name: string, extra: Partial<PortalRouteHandle> = {}): PortalRouteHandle => ({ name, layout: 'home', ...extra });

const routes: PortalRoute[] = [
  { id: 'faq', path: 'faq', handle: handle('faq'), Component: FaqPage, loader: withQueryClient(contentLoader('faq')) },
  { id: 'about', path: 'about', handle: handle('about'), Component: AboutPage, loader: withQueryClient(contentLoader('about')) },
  { id: 'terms', path: 'terms', handle: handle('terms'), Component: TermsPage, loader: withQueryClient(contentLoader('terms')) },
  { id: 'privacy', path: 'privacy', handle: handle('privacy'), Component: PrivacyPage, loader: withQueryClient(contentLoader('privacy')) },
  // Any page the tenant defines; a slug the API would refuse is the route 404, an unknown one the 'page' 404.
  {
    id: 'info-type',
    path: 'info/:type',
    handle: handle('info-type'),
    Component: InfoPage,
    validate: (params) => isSlug(params.type),
    loader: withQueryClient(infoLoader),
  },
  { id: 'open-app', path: 'open-app', handle: handle('open-app', { surveyExcluded: true }), Component: OpenAppPage },
];

export const shellPages: ShellPagesModule = {
  namespace: 'info',
  // In this chunk ("eager"): one chunk per locale would add 14 entries to the chunk map main.js carries on every page.
  loadTranslations: (locale) =>
    import(/* webpackMode: "eager" */ `../i18n/locales/${locale}/info.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes,
};
