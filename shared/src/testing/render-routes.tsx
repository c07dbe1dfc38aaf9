// Test harness for a remote's routes (shared by every remote's tests): the providers the shell gives every page
// (QueryClient, i18next with our namespace, theme, jotai store) around a react-router
// stub that applies `validate` like the shell does, plus a scripted fetch.
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, data, isRouteErrorResponse, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { PortalThemeProvider, i18n, initI18n, portalStore, type PortalRoute } from '../index.ts';
import { fakeFetch, json, type Call, type Handler } from './fake-fetch.ts';

export { json };
export type { Call };

export async function setupI18n(namespace: string, resources: Record<string, unknown>): Promise<void> {
  await initI18n({ locale: 'en' });
  i18n.addResourceBundle('en', namespace, resources, true, true);
}

/** Replaces the global fetch (the shared API client calls it) with a scripted one. */
export function mockFetch(handler: Handler): Call[] {
  const fake = fakeFetch(handler);
  jest.spyOn(globalThis, 'fetch').mockImplementation(fake.fetch);
  return fake.calls;
}

function TestErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <p role="alert">{`not-found:${(error.data as { context?: string })?.context ?? 'page'}:${error.status}`}</p>;
  return <p role="alert">{`crash:${String(error)}`}</p>;
}

interface StubRoute {
  path?: string;
  index?: boolean;
  Component?: PortalRoute['Component'];
  loader?: (args: LoaderFunctionArgs) => unknown;
  ErrorBoundary?: () => React.ReactNode;
  HydrateFallback?: () => React.ReactNode;
  children?: StubRoute[];
}

function toStub(route: PortalRoute): StubRoute {
  const { validate, loader } = route;
  return {
    ...(route.index ? { index: true } : { path: `/${route.path ?? ''}` }),
    Component: route.Component,
    ErrorBoundary: TestErrorBoundary,
    HydrateFallback: () => <p>loading-route</p>,
    loader:
      validate || loader
        ? (args: LoaderFunctionArgs) => {
            if (validate && !validate(args.params)) throw data({ context: 'route' }, { status: 404 });
            return loader ? loader(args) : null;
          }
        : undefined,
    children: route.children?.map(toStub),
  };
}

export function renderRoutes(routes: PortalRoute[], url: string, extra: StubRoute[] = []): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const Stub = createRoutesStub([...routes.map(toStub), ...extra] as Parameters<typeof createRoutesStub>[0]);
  const result = render(
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PortalThemeProvider mode="dark">
            <Stub initialEntries={[url]} />
          </PortalThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>,
  );
  return Object.assign(result, { queryClient });
}
