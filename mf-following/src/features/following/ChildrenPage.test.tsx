import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analytics, followedAtom, portalStore } from '@portal/shared';
import { json, mockFetch, paged, renderRoutes, setupI18n, testTenant, type Call } from '@portal/shared/testing';
import en from '../../i18n/locales/en/following.json';
import routes from '../../exposes/routes.tsx';
import { signIn, signOut } from '../../testing/session.ts';

beforeAll(() => setupI18n('following', en));
beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

function api(followed: Array<{ id: number; type: string }>) {
  const state = [...followed];
  return (call: Call) => {
    if (call.path === '/api/identity/get_by_id/id/4') return json({ content: { id: 4, title: 'Coastal Premier League', media_type: 'identity' } });
    if (call.path === '/api/team/list')
      return json(
        paged([
          { id: 40, name: 'Harbor City FC' },
          { id: 41, name: 'Elmstead Town' },
        ]),
      );
    if (call.path === '/api/identity/list')
      return json(
        paged([
          { id: 50, title: 'Under 19', media_type: 'identity_item' },
          { id: 51, title: 'Under 17', media_type: 'identity_item' },
        ]),
      );
    if (call.path === '/api/follow/list_by_user')
      return json(paged(state.map((f) => ({ id: f.id + 100, type: f.type, reference_id: f.id, identitiesId: [] }))));
    if (call.path === '/api/follow/save') {
      const b = call.body as { reference_id: number; type: string };
      state.push({ id: b.reference_id, type: b.type });
      return json({ content: { id: b.reference_id + 100, type: b.type, reference_id: b.reference_id } });
    }
    return json({ message: 'unexpected' }, 404);
  };
}

test("/following/league/{id}/: the league's teams, each followable as team; the league itself in the header", async () => {
  const follow = jest.spyOn(analytics, 'follow').mockImplementation(() => {});
  const calls = mockFetch(api([{ id: 4, type: 'identity_item' }]));
  renderRoutes(routes, '/following/league/4/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Coastal Premier League' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Following Coastal Premier League' })).toHaveAttribute('aria-pressed', 'true');
  expect(calls.find((c) => c.path === '/api/team/list')!.body).toMatchObject({ filters: { identityId: 4 } });
  const team = screen.getByRole('article', { name: 'Harbor City FC' });
  expect(within(team).getByRole('link', { name: 'Harbor City FC' })).toHaveAttribute('href', '/team/40/');
  await userEvent.click(within(team).getByRole('button', { name: 'Follow Harbor City FC' }));
  expect(await within(team).findByRole('button', { name: 'Following Harbor City FC' })).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/follow/save')!.body).toEqual({ reference_id: 40, type: 'team' });
  expect(follow).toHaveBeenCalledWith({ type: 'team', id: '40' });
  expect(screen.getByRole('link', { name: 'All leagues' })).toHaveAttribute('href', '/following/league/');
});

test('/following/category/{id}/followed/: the followed sub-categories (sort media_parent_order.{id}, size 100)', async () => {
  const calls = mockFetch(api([{ id: 51, type: 'identity_item' }]));
  renderRoutes(routes, '/following/category/4/followed/');
  expect(await screen.findByRole('article', { name: 'Under 17' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Under 19' })).toBeNull();
  expect(calls.find((c) => c.path === '/api/identity/list')!.body).toMatchObject({
    size: 100,
    sort: 'media_parent_order.4',
    filters: { media_type: 'identity_item', identityId: 4, archived: false },
  });
  expect(portalStore.get(followedAtom)['51']).toBeDefined();
});

test('as a sign-up step: no followed tab, tiles do not leave the flow, continue goes on', async () => {
  mockFetch(api([]));
  renderRoutes(routes, '/auth/sign-up/following/league/4/', { config: testTenant({ sign_up_steps: ['/auth/sign-up/following/league/'] }) });
  const team = await screen.findByRole('article', { name: 'Elmstead Town' });
  expect(within(team).queryByRole('link')).toBeNull();
  expect(screen.queryByRole('link', { name: /Followed/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'All leagues' })).toHaveAttribute('href', '/auth/sign-up/following/league/');
});
