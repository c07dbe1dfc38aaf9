import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { defineRemoteRoutes, page, param, queryClientContext } from '@portal/shared';
import { testTenant } from '@portal/shared/testing';
import { toRouteObject } from './remote-routes.ts';

const Page = () => null;
const [team] = defineRemoteRoutes({
  remote: 'mf-events',
  namespace: 'events',
  loadTranslations: async () => ({}),
  defaults: { layout: 'home' },
  pages: [page('team/:teamId', Page, { params: { teamId: param.id }, requiresFlag: 'enable_team_page', notFoundContext: 'team', loader: () => 'team data' })],
}).routes;

/** What a loader threw as the shell's 404: `data({ context }, { status: 404 })`. */
const notFoundOf = (error: unknown) => {
  const thrown = error as { data?: { context?: string }; init?: { status?: number } };
  return [thrown.init?.status, thrown.data?.context];
};

const run = (enableTeamPage: boolean, teamId = '3') => {
  const config = testTenant({ enable_team_page: enableTeamPage });
  const route = toRouteObject(team!, 'mf_events.routes', { config: () => config, session: () => ({ authenticated: false, favoriteClubId: null }) });
  const args = {
    request: new Request(`http://portal.test/team/${teamId}/`),
    params: { teamId },
    context: new RouterContextProvider(new Map([[queryClientContext, new QueryClient()]])),
  } as unknown as LoaderFunctionArgs;
  return (route.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
};

describe('requiresFlag (product disable-team-page)', () => {
  test("the page's loader runs where the tenant's flag is on", async () => {
    await expect(run(true)).resolves.toBe('team data');
  });

  test("a 404 with the route's context where the flag is off, before the page loader runs", async () => {
    const error = await run(false).catch((e: unknown) => e);
    expect(notFoundOf(error)).toEqual([404, 'team']);
  });

  test('the id is still validated where the flag is on', async () => {
    const error = await run(true, 'abc').catch((e: unknown) => e);
    expect(notFoundOf(error)).toEqual([404, 'route']);
  });
});
