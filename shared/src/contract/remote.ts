// The one public surface of a remote: its `./routes` expose. The shell resolves
// the owning remote of a URL from the tenant's prefix map, loads this module and
// patches its routes under the layout named in each route's handle.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { PublicTenantConfig, RemoteId } from './tenant.ts';

export type LayoutName = 'home' | 'auth' | 'default';
export type MiddlewareName = 'auth';
/** The boolean switches of the tenant configuration (`enable_team_page`, ...). */
export type TenantFlag = { [K in keyof PublicTenantConfig]-?: PublicTenantConfig[K] extends boolean ? K : never }[keyof PublicTenantConfig];
export type ColorMode = 'light' | 'dark' | 'system';

/** Static route metadata, read by the shell before any remote code of the page runs. */
export interface PortalRouteHandle {
  /** product route name, e.g. 'auth-login', 'events-eventId' (used by survey exclusion and analytics). */
  name: string;
  layout: LayoutName;
  middleware?: MiddlewareName[];
  /** The survey prompt never shows on this route (docs/product.md). */
  surveyExcluded?: boolean;
  /** A page may force a colour mode; 'system' is ignored with a warning (docs/product.md). */
  forceColorMode?: ColorMode;
  /** A tenant flag that must be on, else the shell answers 404 with `notFoundContext` (e.g. the product's disable-team-page). */
  requiresFlag?: TenantFlag;
  /** Context of that 404 (the not-found page's texts); default 'page'. */
  notFoundContext?: string;
}

export interface PortalRoute {
  /** Unique inside the remote; the shell namespaces it as `<container>.routes:<id>`. */
  id: string;
  path?: string;
  index?: boolean;
  handle?: PortalRouteHandle;
  Component?: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** Returning false shows the 404 'Page Not Found' page (docs/product.md). */
  validate?: (params: Record<string, string | undefined>) => boolean;
  children?: PortalRoute[];
}

/** i18next resources of the remote's own namespace, per locale (loaded lazily). */
export type NamespaceLoader = (locale: string) => Promise<Record<string, unknown>>;

export interface RemoteRoutesModule {
  remote: RemoteId;
  /** i18next namespace the remote's texts live in (e.g. 'events'). */
  namespace: string;
  loadTranslations: NamespaceLoader;
  routes: PortalRoute[];
}

/** Error data for the not-found page: thrown as `data(NotFoundData, 404)` by loaders. */
export interface NotFoundData {
  context: string;
  message?: string;
}
