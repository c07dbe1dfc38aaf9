import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { defineRemoteRoutes, isNumericId, isParam, page, param, queryClientContext, routeName } from './routes.ts';

const Page = () => null;
const loadTranslations = async () => ({});

describe('param rules', () => {
  test('ids are positive integers of at most 16 digits', () => {
    expect(['1', '42', '1234567890123456'].map(isNumericId)).toEqual([true, true, true]);
    expect(['0', '-1', '01', 'abc', '1.5', '12345678901234567', '', undefined].map(isNumericId)).toEqual(Array(8).fill(false));
  });
  test('free-text params: letters, digits, - and _', () => {
    expect(['football', 'ice-hockey', 'a_b'].map(isParam)).toEqual([true, true, true]);
    expect(['<script>', 'a b', '', 'x'.repeat(101), undefined].map(isParam)).toEqual(Array(5).fill(false));
  });
});

describe('defineRemoteRoutes', () => {
  const routes = defineRemoteRoutes({
    remote: 'mf-events',
    namespace: 'events',
    loadTranslations,
    defaults: { layout: 'home' },
    pages: [
      page('', Page),
      page('events/stats/:eventId', Page, { params: { eventId: param.id }, surveyExcluded: true }),
      page('team/:teamId', Page, { params: { teamId: param.id }, requiresFlag: 'enable_team_page', notFoundContext: 'team' }),
      page('account', Page, { layout: 'default', auth: true }),
    ],
  }).routes;

  test('names and ids come from the path in product style; an empty path is the index', () => {
    expect(routeName('category/:mainId/sub-category/:subId')).toBe('category-mainId-sub-category-subId');
    expect(routes.map((r) => r.id)).toEqual(['index', 'events-stats-eventId', 'team-teamId', 'account']);
    expect(routes[0]).toMatchObject({ index: true, handle: { name: 'index', layout: 'home' } });
    expect(routes[1]!.path).toBe('events/stats/:eventId');
  });

  test('the handle merges the remote defaults with the page options', () => {
    expect(routes[1]!.handle).toEqual({ name: 'events-stats-eventId', layout: 'home', surveyExcluded: true });
    expect(routes[2]!.handle).toEqual({ name: 'team-teamId', layout: 'home', requiresFlag: 'enable_team_page', notFoundContext: 'team' });
    expect(routes[3]!.handle).toEqual({ name: 'account', layout: 'default', middleware: ['auth'] });
  });

  test('validate applies every param rule', () => {
    expect(routes[1]!.validate!({ eventId: '9' })).toBe(true);
    expect(routes[1]!.validate!({ eventId: 'nine' })).toBe(false);
    expect(routes[0]!.validate).toBeUndefined();
  });

  test('a path param without a rule, or a name used twice, is refused', () => {
    expect(() => defineRemoteRoutes({ remote: 'mf-events', namespace: 'events', loadTranslations, pages: [page('live/:sportType', Page)] })).toThrow(
      ':sportType',
    );
    expect(() => defineRemoteRoutes({ remote: 'mf-events', namespace: 'events', loadTranslations, pages: [page('live', Page), page('live', Page)] })).toThrow(
      "'live'",
    );
  });

  test("loaders get the shell's query client from the router context", async () => {
    const queryClient = new QueryClient();
    const loader = jest.fn(({ queryClient: client }: { queryClient: QueryClient }) => client);
    const [route] = defineRemoteRoutes({ remote: 'mf-events', namespace: 'events', loadTranslations, pages: [page('live', Page, { loader })] }).routes;
    const context = new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
    const args = { request: new Request('http://portal.test/live/'), params: {}, context } as unknown as LoaderFunctionArgs;
    expect(await route!.loader!(args)).toBe(queryClient);
  });
});
