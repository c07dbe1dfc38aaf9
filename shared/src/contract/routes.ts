// The one way a remote declares its routes: `page(path, Component, options)` per
// line and `defineRemoteRoutes` around the table. The builder derives the product's route
// name from the path, turns per-param rules into `validate`, fills the static handle
// from the remote's defaults, and hands loaders the portal's query client.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createContext, type LoaderFunctionArgs } from 'react-router';
import type { ColorMode, LayoutName, NamespaceLoader, PortalRoute, PortalRouteHandle, RemoteRoutesModule, TenantFlag } from './remote.ts';
import type { RemoteId } from './tenant.ts';

/** Checks one route param; false shows the shell's 404 (docs/product.md). */
export type ParamRule = (value: string | undefined) => boolean;

/** Params that name a database record: positive integers only. */
export const isNumericId: ParamRule = (value) => typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value);

/** Free-text params (sport type, info page type, reference id): letters, digits, - and _. */
export const isParam: ParamRule = (value) => typeof value === 'string' && /^[\w-]{1,100}$/.test(value);

/** The usual rules by name, for route tables: `params: { eventId: param.id }`. */
export const param = { id: isNumericId, text: isParam } as const;

/**
 * The shell's query client, put in react-router's loader context by the shell (ADR 0012):
 * a loader and its page then share one cache entry.
 */
export const queryClientContext = createContext<QueryClient>();

export interface RouteLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
}

export type RouteLoader = (args: RouteLoaderArgs) => unknown;

/** Handle fields a remote sets once for all its pages and a page may override. */
export interface PageDefaults {
  layout?: LayoutName;
  /** Anonymous visitors go to sign-in and come back after (middleware `auth`). */
  auth?: boolean;
  /** The survey prompt never shows here (docs/product.md). */
  surveyExcluded?: boolean;
  forceColorMode?: ColorMode;
}

export interface PageOptions extends PageDefaults {
  /** product route name; default: the path's segments joined by '-', params by their names ('' is 'index'). */
  name?: string;
  /** One rule per path param; every `:param` of the path must have one. */
  params?: Record<string, ParamRule>;
  loader?: RouteLoader;
  /** A tenant flag that must be on, else 404 with `notFoundContext`. */
  requiresFlag?: TenantFlag;
  notFoundContext?: string;
}

/** One line of a route table, completed by `defineRemoteRoutes`. */
export interface PageDeclaration extends PageOptions {
  path: string;
  Component: ComponentType;
}

/** A page of a remote: `path` relative to the portal root without slashes ('' for the index). */
export function page(path: string, Component: ComponentType, options: PageOptions = {}): PageDeclaration {
  return { path, Component, ...options };
}

/** docs/product.md route names: 'events/stats/:eventId' is 'events-stats-eventId'. */
export const routeName = (path: string): string =>
  path === ''
    ? 'index'
    : path
        .split('/')
        .map((s) => s.replace(/^:/, ''))
        .join('-');

const paramsOf = (path: string): string[] =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));

function toPortalRoute(declaration: PageDeclaration, defaults: PageDefaults, namespace: string): PortalRoute {
  const { path, Component, name = routeName(path), params = {}, loader, requiresFlag, notFoundContext } = declaration;
  const unchecked = paramsOf(path).filter((p) => !params[p]);
  // A param without a rule would let any value through to the API: refuse the table.
  if (unchecked.length) throw new Error(`Route '${path}' of '${namespace}' has no rule for :${unchecked.join(', :')}`);
  const merged = { ...defaults, ...stripUndefined(declaration) };
  const handle: PortalRouteHandle = {
    name,
    layout: merged.layout ?? 'default',
    ...(merged.auth ? { middleware: ['auth'] } : {}),
    ...(merged.surveyExcluded ? { surveyExcluded: true } : {}),
    ...(merged.forceColorMode ? { forceColorMode: merged.forceColorMode } : {}),
    ...(requiresFlag ? { requiresFlag } : {}),
    ...(notFoundContext ? { notFoundContext } : {}),
  };
  const rules = Object.entries(params);
  return {
    id: name,
    ...(path === '' ? { index: true } : { path }),
    handle,
    Component,
    ...(rules.length ? { validate: (values: Record<string, string | undefined>) => rules.every(([key, rule]) => rule(values[key])) } : {}),
    ...(loader ? { loader: (args: LoaderFunctionArgs) => loader({ ...args, queryClient: args.context.get(queryClientContext) }) } : {}),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export interface RemoteRoutesDefinition {
  remote: RemoteId;
  namespace: string;
  loadTranslations: NamespaceLoader;
  /** Handle fields every page of this remote shares unless it says otherwise. */
  defaults?: PageDefaults;
  pages: PageDeclaration[];
}

/** The remote's `./routes` expose, from its route table. */
export function defineRemoteRoutes({ remote, namespace, loadTranslations, defaults = {}, pages }: RemoteRoutesDefinition): RemoteRoutesModule {
  const routes = pages.map((declaration) => toPortalRoute(declaration, defaults, namespace));
  const ids = routes.map((r) => r.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`Route id '${duplicate}' appears twice in '${namespace}'`);
  return { remote, namespace, loadTranslations, routes };
}
