// The router of the composed portal. The route tree starts with only the shell's
// own routes; a remote's routes are patched in the first time a URL it owns is
// visited (react-router route discovery), under the layout each route names. The
// shell's own pages (SHELL_PAGES, ADR 0056) are patched the same way from a chunk of the shell.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterContextProvider, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import {
  isShellPage,
  queryClientContext,
  registerNamespace,
  type LayoutName,
  type PortalRoute,
  type PublicTenantConfig,
  type RemoteRoutesModule,
} from '@portal/shared';
import type { ShellPagesModule } from '../info/routes.tsx';
import { loadRoutesModule } from '../remotes/federation.ts';
import { enabledOwner } from '../remotes/ownership.ts';
import { AppRoute, LAYOUT_COMPONENTS } from '../layouts/index.ts';
import { NotFoundRoute } from '../chrome/NotFoundPage.tsx';
import { RootRoute, RootErrorBoundary } from './root.tsx';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { groupByLayout, guardsOnlyLoader, toRouteObject, type GuardDeps } from './remote-routes.ts';
import { shellRoutes } from './shell-routes.tsx';

export const APP_ROUTE_ID = 'app';
const layoutId = (layout: LayoutName) => `layout-${layout}`;

/** The shell's own pages (ADR 0056): a chunk of the shell, loaded the first time one is visited. */
export const loadShellPages = (): Promise<ShellPagesModule> => import(/* webpackChunkName: "shell-pages" */ '../info/routes.tsx').then((m) => m.shellPages);

/** What the patcher loads for a URL: a remote's routes, or the shell's own pages (key 'shell'). */
type RoutesSource = Pick<RemoteRoutesModule, 'namespace' | 'loadTranslations'> & { routes: PortalRoute[] };
const SHELL_KEY = 'shell';

export function createPatcher(
  config: PublicTenantConfig,
  deps: GuardDeps,
  load = loadRoutesModule,
  loadShell = loadShellPages,
): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  const layoutsCreated = new Set<LayoutName>();
  const inFlight = new Map<string, Promise<RoutesSource>>();

  const patchModule = (key: string, module: RoutesSource, patch: Parameters<PatchRoutesOnNavigationFunction>[0]['patch']) => {
    if (patched.has(key)) return;
    patched.add(key);
    for (const [layout, routes] of groupByLayout(module.routes)) {
      const children = routes.map((route) => toRouteObject(route, `${key}.routes`, deps));
      if (layoutsCreated.has(layout)) {
        patch(layoutId(layout), children);
      } else {
        layoutsCreated.add(layout);
        patch(APP_ROUTE_ID, [{ id: layoutId(layout), Component: LAYOUT_COMPONENTS[layout], children }]);
      }
    }
  };

  return async ({ path, patch, signal }) => {
    const pathname = new URL(path, 'http://portal.invalid').pathname;
    // The shell's pages need no remote: the one that owns '/' is neither loaded nor required.
    const remote = isShellPage(pathname) ? null : enabledOwner(config.remotes, pathname);
    const key = remote ? remote.container : isShellPage(pathname) ? SHELL_KEY : null;
    if (!key || patched.has(key)) return;
    let loading = inFlight.get(key);
    if (!loading) {
      loading = remote ? load(remote) : loadShell();
      inFlight.set(key, loading);
      loading.catch(() => inFlight.delete(key)); // failures are retried on the next navigation
    }
    try {
      const module = await loading;
      // The remote's texts must be in i18next before its first render: react-i18next
      // does not re-render when a namespace arrives later.
      await registerNamespace(module.namespace, module.loadTranslations);
      // react-router ignores patches of an aborted navigation; marking the remote as
      // patched then would hide its routes for good.
      if (signal.aborted) return;
      patchModule(key, module, patch);
    } catch (error) {
      // A stale navigation's error would otherwise be committed over the current page.
      if (signal.aborted) return;
      throw error;
    }
  };
}

export function buildRouteTree(deps: GuardDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RootErrorBoundary,
      // No loader here on purpose: when route discovery fails, react-router skips
      // loaders, and a root whose loader never ran renders an empty outlet instead
      // of the error boundary. Guards run in the leaf loaders (remote-routes.ts).
      children: [
        {
          // Pathless on purpose: a route at '/' would match the root URL by itself, so
          // react-router would never ask to discover the remote that owns '/'.
          id: APP_ROUTE_ID,
          Component: AppRoute,
          ErrorBoundary: RemoteErrorBoundary,
          children: [...shellRoutes(), { id: 'not-found', path: '*', Component: NotFoundRoute, loader: guardsOnlyLoader(deps) }],
        },
      ],
    },
  ];
}

/** The loader context of every navigation: remote loaders fill the shell's query cache (ADR 0012). */
export const routerContext = (queryClient: QueryClient) => () => new RouterContextProvider(new Map([[queryClientContext, queryClient]]));

export function createPortalRouter(config: PublicTenantConfig, deps: GuardDeps, queryClient: QueryClient) {
  return createBrowserRouter(buildRouteTree(deps), { patchRoutesOnNavigation: createPatcher(config, deps), getContext: routerContext(queryClient) });
}
