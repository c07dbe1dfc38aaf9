// The one test harness of the portal (shell and every remote): the providers the shell
// gives every page (jotai store, i18next, query client, theme), a tenant configuration,
// a scripted API, and a remote's routes in a memory router that applies `validate` and
// `requiresFlag` like the shell and hands loaders the query client like the shell.
import { act, render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  RouterContextProvider,
  RouterProvider,
  useLocation,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  clearSession,
  configureApi,
  i18n,
  initI18n,
  portalStore,
  queryClientContext,
  setAnalytics,
  setCustomerConfig,
  tokenAtom,
  userAtom,
  userTokenDataAtom,
  type AnalyticsEvent,
  type PortalRoute,
  type PublicTenantConfig,
  type RemoteRoutesModule,
  type UserProfile,
} from '@portal/shared';
import { PortalThemeProvider } from '@portal/shared/ui';
import { fakeFetch, json, type Handler } from './fake-fetch.ts';
import { testTenant } from './tenant.ts';

export const content = (value: unknown) => json({ content: value });
export const apiError = (code: string, message: string, status = 400) => json({ messageErrorCode: code, message }, status);
/** A paged list answer (api/README.md `content.entries`), all on one page. */
export const paged = (entries: unknown[], extra: Record<string, unknown> = {}) => ({
  content: {
    entries,
    entryCount: entries.length,
    totalCount: entries.length,
    itemsPerPage: 10,
    startIndex: 0,
    count: entries.length,
    nextExists: false,
    ...extra,
  },
});

let i18nReady: Promise<unknown> | null = null;
/** The shared i18next instance in English (once per test file), plus a remote's namespace if given. */
export async function setupI18n(namespace?: string, resources?: Record<string, unknown>): Promise<void> {
  i18nReady ??= initI18n({ locale: 'en' });
  await i18nReady;
  if (namespace && resources) i18n.addResourceBundle('en', namespace, resources, true, true);
}

/** Points the shared API client at a scripted server; returns the recorded calls. */
export function fakeApi(handler: Handler) {
  const fake = fakeFetch(handler);
  configureApi({ apiBase: 'https://api.test', fetch: fake.fetch, locks: null, getCustomer: () => null, reportError: () => {} });
  return fake;
}

/** Shorthand for tests that only read the calls. */
export const mockFetch = (handler: Handler) => fakeApi(handler).calls;

/**
 * Records what the app tracks, under the event names the shell's analytics sends (docs/product.md);
 * `setAnalytics(null)` (or resetSession) puts the no-op back.
 */
export function captureAnalytics() {
  const events: AnalyticsEvent[] = [];
  let userId: string | null = null;
  const track = (name: string, params: Record<string, unknown> = {}) => void events.push({ name, params, userId, clientId: 'test', timestamp: Date.now() });
  setAnalytics({
    enabled: true,
    track,
    identify: (id) => {
      userId = id;
    },
    reset: () => {
      userId = null;
    },
    flush: async () => {},
    pending: () => 0,
    login: (method = 'credentials') => track('login', { method }),
    signUpCompleted: (method = 'credentials') => track('sign_up_completed', { method }),
    loginFailed: ({ code, message }) => track('login_failed', { code, message }),
    follow: ({ type, id }) => track('follow', { type, id }),
    unfollow: ({ type, id }) => track('unfollow', { type, id }),
    playback: ({ kind, eventId, title }) => track('playback', { kind, event_id: eventId, ...(title ? { title } : {}) }),
  });
  return {
    events,
    names: async () => events.map((e) => e.name),
    find: async (name: string) => events.find((e) => e.name === name),
  };
}

export const testUser: UserProfile = {
  id: '1',
  email: 'a@b.c',
  fullName: 'A',
  added: null,
  city: null,
  gender: null,
  dateOfBirth: null,
  phone: null,
  countryName: null,
  canCreateGlobalTag: false,
  favoriteClubId: null,
  postalCode: null,
  options: {},
};

/** A signed-in session (token pair and profile) as the shell leaves it after sign-in; undo with resetSession. */
export function signInForTest(user: Partial<UserProfile> = {}) {
  portalStore.set(userTokenDataAtom, { token: 'tok', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'ref' });
  portalStore.set(tokenAtom, 'tok');
  portalStore.set(userAtom, { ...testUser, ...user });
}

/** Signed out, nothing stored, no tenant: call in afterEach of tests that sign in. */
export function resetSession() {
  act(() => {
    clearSession();
  });
  setAnalytics(null);
  localStorage.clear();
  setCustomerConfig(null);
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

export type ThemeWrapper = ComponentType<{ children: ReactNode }>;

function DarkTheme({ children }: { children: ReactNode }) {
  return <PortalThemeProvider mode="dark">{children}</PortalThemeProvider>;
}

export interface ProviderOptions {
  /** The tenant (default: `testTenant()`); null: none loaded yet. */
  config?: PublicTenantConfig | null;
  /** The shell passes its ThemeRoot (colour mode from the tenant); default: the dark portal theme. */
  Theme?: ThemeWrapper;
  queryClient?: QueryClient;
}

export function Providers({ children, Theme = DarkTheme, queryClient }: { children: ReactNode; Theme?: ThemeWrapper; queryClient: QueryClient }) {
  return (
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Theme>{children}</Theme>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}

/** Renders any element inside the providers, with the tenant set. */
export function renderWithProviders(
  ui: ReactElement,
  { config = testTenant(), Theme, queryClient = testQueryClient() }: ProviderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  setCustomerConfig(config);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers Theme={Theme} queryClient={queryClient}>
        {children}
      </Providers>
    ),
  });
  return Object.assign(result, { queryClient });
}

function TestErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <p role="alert">{`not-found:${(error.data as { context?: string })?.context ?? 'page'}:${error.status}`}</p>;
  return <p role="alert">{`crash:${String(error)}`}</p>;
}

/** Any path the remote does not own: shows where the page sent us. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const notFound = (context: string) => data({ context }, { status: 404 });

function toRouteObject(route: PortalRoute, config: () => PublicTenantConfig | null): RouteObject {
  const { validate, loader, handle } = route;
  const base = {
    id: route.id,
    handle,
    Component: route.Component,
    ErrorBoundary: TestErrorBoundary,
    HydrateFallback: () => <p>loading-route</p>,
    loader:
      validate || loader || handle?.requiresFlag
        ? (args: LoaderFunctionArgs) => {
            if (handle?.requiresFlag && config()?.[handle.requiresFlag] !== true) throw notFound(handle.notFoundContext ?? 'page');
            if (validate && !validate(args.params)) throw notFound('route');
            return loader ? loader(args) : null;
          }
        : undefined,
  };
  if (route.index) return { ...base, index: true };
  return { ...base, path: `/${route.path ?? ''}`, children: route.children?.map((child) => toRouteObject(child, config)) };
}

export interface RenderRoutesOptions extends ProviderOptions {
  /** More routes beside the remote's (e.g. a stand-in for another remote's page). */
  extra?: RouteObject[];
}

export interface RenderRoutesResult extends RenderResult {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  /** Current path + search of the memory router. */
  location: () => string;
}

/** Renders a remote's routes (its module or route list) at `url`. */
export function renderRoutes(
  routes: RemoteRoutesModule | PortalRoute[],
  url: string,
  { extra = [], ...options }: RenderRoutesOptions = {},
): RenderRoutesResult {
  const list = Array.isArray(routes) ? routes : routes.routes;
  const config = options.config === undefined ? testTenant() : options.config;
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([...list.map((r) => toRouteObject(r, () => config)), ...extra, { path: '*', Component: WhereAmI }], {
    initialEntries: [url],
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  });
  const result = renderWithProviders(<RouterProvider router={router} />, { ...options, config, queryClient });
  return Object.assign(result, { router, location: () => router.state.location.pathname + router.state.location.search });
}

/** A controllable `prefers-color-scheme` media query. */
export function mockSystemColorScheme(initialLight: boolean) {
  let light = initialLight;
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('light') ? light : query.includes('dark') ? !light : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
    addListener: (fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeListener: (fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      light = next;
      for (const fn of [...listeners]) fn({ matches: next } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/**
 * Checks a remote's route table against the product's: exactly these names, each at its path
 * (null: the index route), each with a page component, ids and names unique.
 * Returns a lookup by name for the test's own checks.
 */
export function expectRouteTable(routes: RemoteRoutesModule, expected: Record<string, string | null>): (name: string) => PortalRoute {
  const all = routes.routes;
  const byName = (name: string) => all.find((r) => r.handle?.name === name)!;
  expect(all.map((r) => r.handle?.name).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, path] of Object.entries(expected)) {
    const route = byName(name);
    if (path === null) expect(route.index).toBe(true);
    else expect(route.path).toBe(path);
    expect(route.Component).toBeDefined();
  }
  expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  expect(new Set(all.map((r) => r.handle!.name)).size).toBe(all.length);
  return byName;
}
