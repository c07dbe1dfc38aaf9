// Turns a remote's contract routes into react-router routes: ids namespaced per
// remote (two remotes may both say 'index'), and the handle's middleware and
// validate check applied in a loader that runs before the remote's own loader.
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LayoutName, NotFoundData, PortalRoute, PortalRouteHandle, PublicTenantConfig } from '@portal/shared';
import { globalGuards, loginRedirect, type GuardResult, type GuardSession } from './guards.ts';

export interface GuardDeps {
  config: () => PublicTenantConfig;
  session: () => GuardSession;
}

/**
 * Redirects inside the portal throw react-router's redirect; a full page load
 * (absolute target) hands over to the browser and never settles, so nothing
 * renders or redirects again while the browser leaves.
 */
export async function applyGuardResult(result: GuardResult): Promise<void> {
  if (result.kind === 'redirect') throw redirect(result.to);
  if (result.kind === 'document') {
    window.location.assign(result.to);
    await new Promise<never>(() => {});
  }
}

function notFound(context: string): never {
  throw data<NotFoundData>({ context }, { status: 404, statusText: 'Page Not Found' });
}

function guardedLoader(route: PortalRoute, deps: GuardDeps) {
  const handle = route.handle;
  const own = route.loader;
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    const session = deps.session();
    await applyGuardResult(globalGuards(url, deps.config(), session));
    if (handle?.middleware?.includes('auth') && !session.authenticated) throw redirect(loginRedirect(url));
    // A page behind a tenant flag (the product's disable-team-page: /team/{teamId} needs enable_team_page).
    if (handle?.requiresFlag && deps.config()[handle.requiresFlag] !== true) notFound(handle.notFoundContext ?? 'page');
    if (route.validate && !route.validate(args.params)) notFound('route');
    return own ? own(args) : null;
  };
}

/** The global guards alone, for shell routes such as the 404 page. */
export function guardsOnlyLoader(deps: GuardDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    await applyGuardResult(globalGuards(new URL(request.url), deps.config(), deps.session()));
    return null;
  };
}

/** Every route gets the guarded loader, so the global guards run on every navigation. */
export function toRouteObject(route: PortalRoute, namespace: string, deps: GuardDeps): RouteObject {
  const base = {
    id: `${namespace}:${route.id}`,
    handle: route.handle,
    Component: route.Component,
    loader: guardedLoader(route, deps),
  };
  if (route.index) return { ...base, index: true };
  return {
    ...base,
    path: route.path,
    children: route.children?.map((child) => toRouteObject(child, namespace, deps)),
  };
}

/** Groups a remote's top-level routes by the layout their handle names (default: 'default'). */
export function groupByLayout(routes: readonly PortalRoute[]): Map<LayoutName, PortalRoute[]> {
  const groups = new Map<LayoutName, PortalRoute[]>();
  for (const route of routes) {
    const layout = route.handle?.layout ?? 'default';
    groups.set(layout, [...(groups.get(layout) ?? []), route]);
  }
  return groups;
}

export type { PortalRouteHandle };
