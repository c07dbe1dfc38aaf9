// The shell's own pages (ADR 0056): the tenant's content pages and /open-app, whatever remotes the
// tenant turns on. The router imports this chunk the first time a URL of SHELL_PAGES is visited and
// patches it in like a remote's table, so the first visit to / carries none of it. Its paths are
// SHELL_PAGES' (routes.test.tsx): the router decides by that list before this chunk loads.
import { lazy, Suspense, type ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientContext, type NamespaceLoader, type PortalRoute, type PortalRouteHandle, type RouteLoader } from '@portal/shared';
import { Page, Skeleton } from '@portal/shared/ui';
import { contentLoader, infoLoader, isSlug } from './content-loaders.ts';

/** The shell's pages as the router patches them: its texts' namespace and the routes. */
export interface ShellPagesModule {
  namespace: string;
  loadTranslations: NamespaceLoader;
  routes: PortalRoute[];
}

/** A page whose code loads when it first renders (its loader has fetched the data meanwhile). */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Page aria-busy="true">
            <Skeleton height="auto" radius="xl" css={{ aspectRatio: '16 / 9', maxInlineSize: '900px' }} />
          </Page>
        }
      >
        <Lazy />
      </Suspense>
    );
  };
}

// The content pages share one chunk; /open-app has its own (it carries the user-agent parser).
const contentPage = (name: 'FaqPage' | 'AboutPage' | 'TermsPage' | 'PrivacyPage' | 'InfoPage') =>
  lazyPage(() => import(/* webpackChunkName: "content-page" */ './ContentPage.tsx').then((m) => ({ default: m[name] })));
const OpenAppPage = lazyPage(() => import(/* webpackChunkName: "open-app" */ './OpenAppPage.tsx'));

/** A loader of the contract's shape, handed the portal's query client (ADR 0012). */
const withQueryClient = (loader: RouteLoader) => (args: LoaderFunctionArgs) => loader({ ...args, queryClient: args.context.get(queryClientContext) });

// The handles the remote's builder used to derive: names are docs/product.md's, the layout is the home page's.
const handle = (name: string, extra: Partial<PortalRouteHandle> = {}): PortalRouteHandle => ({ name, layout: 'home', ...extra });

const routes: PortalRoute[] = [
  { id: 'faq', path: 'faq', handle: handle('faq'), Component: contentPage('FaqPage'), loader: withQueryClient(contentLoader('faq')) },
  { id: 'about', path: 'about', handle: handle('about'), Component: contentPage('AboutPage'), loader: withQueryClient(contentLoader('about')) },
  { id: 'terms', path: 'terms', handle: handle('terms'), Component: contentPage('TermsPage'), loader: withQueryClient(contentLoader('terms')) },
  { id: 'privacy', path: 'privacy', handle: handle('privacy'), Component: contentPage('PrivacyPage'), loader: withQueryClient(contentLoader('privacy')) },
  // Any page the tenant defines; a slug the API would refuse is the route 404, an unknown one the 'page' 404.
  { id: 'info-type', path: 'info/:type', handle: handle('info-type'), Component: contentPage('InfoPage'), validate: (params) => isSlug(params.type), loader: withQueryClient(infoLoader) },
  { id: 'open-app', path: 'open-app', handle: handle('open-app', { surveyExcluded: true }), Component: OpenAppPage },
];

export const shellPages: ShellPagesModule = {
  namespace: 'info',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/info.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes,
};
