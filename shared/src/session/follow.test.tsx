import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { toastsAtom } from '../chrome/toasts.ts';
import { configureApi } from '../http/api.ts';
import { analytics } from '../telemetry/analytics.ts';
import { fakeFetch, json, type Handler } from '../testing/fake-fetch.ts';
import { setupI18n } from '../testing/harness.tsx';
import { applySignIn, clearSession } from './actions.ts';
import { followedAtom, selectedAtom } from './atoms.ts';
import { loadFollowed, setFollow, useFollow } from './follow.ts';
import { portalStore } from './store.ts';
import { loadWatchlist, setWatchlisted, useWatchlist } from './watchlist.ts';

const signIn = { profile: { id: 7, email: 'a@b.c' }, tokenData: { access_token: 'tok', expires_in: 900, refresh_token: 'ref' } };
const page = (entries: unknown[]) => ({ content: { entries, totalCount: entries.length } });

function server(handler: Handler) {
  const s = fakeFetch(handler);
  configureApi({ apiBase: 'https://api.test', fetch: s.fetch, locks: null, getCustomer: () => null });
  return s;
}

beforeAll(() => setupI18n());
beforeEach(() => {
  clearSession();
  portalStore.set(toastsAtom, []);
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

test('sign-in fills the followed map from GET /api/follow/list_by_user (size 150, version 2)', async () => {
  const s = server((c) =>
    c.path === '/api/follow/list_by_user'
      ? json(
          page([
            { id: 1, type: 'team', reference_id: 11, identitiesId: [5] },
            { id: 2, type: 'identity_item', reference_id: 5 },
          ]),
        )
      : json({ content: {} }),
  );
  applySignIn(signIn);
  await act(async () => {
    await new Promise((resolve) => portalStore.sub(followedAtom, () => resolve(undefined)));
  });
  expect(Object.keys(portalStore.get(followedAtom)).sort()).toEqual(['11', '5']);
  const call = s.calls.find((c) => c.path === '/api/follow/list_by_user')!;
  expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({ size: '150', version: '2' });
  expect(call.headers['X-Authorization']).toBe('Bearer tok');
});

test('setFollow changes the map at once, saves, and records analytics; unfollow removes', async () => {
  const follow = jest.spyOn(analytics, 'follow').mockImplementation(() => {});
  const unfollow = jest.spyOn(analytics, 'unfollow').mockImplementation(() => {});
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const s = server(async (c) => {
    if (c.path === '/api/follow/save') {
      await gate;
      return json({ content: { id: 90, type: 'identity_item', reference_id: 3, identitiesId: [3] } });
    }
    return json({ content: { success: true } });
  });
  const saving = setFollow({ type: 'identity_item', id: '3', follow: true, target: 'league' });
  expect(portalStore.get(followedAtom)['3']).toMatchObject({ reference_id: '3', type: 'identity_item' });
  release();
  expect(await saving).toBe(true);
  expect(portalStore.get(followedAtom)['3']).toMatchObject({ id: '90', identitiesId: ['3'] });
  expect(s.calls[0]!.body).toEqual({ reference_id: 3, type: 'identity_item' });
  expect(follow).toHaveBeenCalledWith({ type: 'league', id: '3' });

  expect(await setFollow({ type: 'identity_item', id: '3', follow: false, target: 'league' })).toBe(true);
  expect(portalStore.get(followedAtom)['3']).toBeUndefined();
  expect(s.calls[1]!.body).toEqual({ id: 3, type: 'identity_item' });
  expect(unfollow).toHaveBeenCalledWith({ type: 'league', id: '3' });
});

test('a failed follow rolls back and shows a danger toast, without analytics', async () => {
  const follow = jest.spyOn(analytics, 'follow').mockImplementation(() => {});
  server(() => json({ messageErrorCode: 'default_error_message', message: 'down' }, 500));
  expect(await setFollow({ type: 'team', id: '8', follow: true, target: 'team' })).toBe(false);
  expect(portalStore.get(followedAtom)['8']).toBeUndefined();
  expect(portalStore.get(toastsAtom)).toEqual([expect.objectContaining({ kind: 'danger', message: 'Your follow could not be saved. Try again.' })]);
  expect(follow).not.toHaveBeenCalled();
});

test('a list arriving while a change is in flight keeps the change', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  server(async (c) => {
    if (c.path === '/api/follow/list_by_user') return json(page([]));
    await gate;
    return json({ content: { id: 1, type: 'team', reference_id: 4 } });
  });
  const saving = setFollow({ type: 'team', id: '4', follow: true, target: 'team' });
  await loadFollowed();
  expect(portalStore.get(followedAtom)['4']).toBeDefined();
  release();
  await saving;
});

function Toggle({ id }: { id: string }) {
  const f = useFollow('team', id, 'team');
  const w = useWatchlist(id);
  return (
    <>
      <button aria-pressed={f.followed} onClick={() => void f.toggle()}>
        follow
      </button>
      <button aria-pressed={w.selected} onClick={() => void w.toggle()}>
        watch
      </button>
    </>
  );
}

test('useFollow and useWatchlist read the session maps, so two buttons for one item agree', async () => {
  server((c) =>
    c.path === '/api/user/get_watchlist'
      ? json({ content: { entries: [], selected: { 9: true } } })
      : json({ content: { id: 1, type: 'team', reference_id: 9 } }),
  );
  render(
    <Provider store={portalStore}>
      <Toggle id="9" />
      <Toggle id="9" />
    </Provider>,
  );
  const [a, b] = screen.getAllByRole('button', { name: 'follow' });
  await userEvent.click(a!);
  expect(b).toHaveAttribute('aria-pressed', 'true');
  const [wa, wb] = screen.getAllByRole('button', { name: 'watch' });
  await userEvent.click(wa!);
  expect(wb).toHaveAttribute('aria-pressed', 'true');
});

test('watchlist: load fills the selected map; add and remove are optimistic with rollback', async () => {
  let fail = false;
  const s = server((c) => {
    if (c.path === '/api/user/get_watchlist') return json({ content: { entries: [{ id: 1 }], selected: { 1: true } } });
    return fail ? json({ message: 'down' }, 500) : json({ content: { success: true } });
  });
  const answer = await loadWatchlist();
  expect(answer.entries).toHaveLength(1);
  expect(portalStore.get(selectedAtom)).toEqual({ 1: true });
  expect(Object.fromEntries(new URL(s.calls[0]!.url).searchParams)).toMatchObject({ page: '0', size: '500' });
  expect(await setWatchlisted('2', true)).toBe(true);
  expect(s.calls.at(-1)).toMatchObject({ path: '/api/user/add_to_watchlist', body: { video_id: 2 } });
  expect(await setWatchlisted('1', false)).toBe(true);
  expect(s.calls.at(-1)).toMatchObject({ path: '/api/user/remove_from_watchlist', body: { video_id: 1 } });
  expect(portalStore.get(selectedAtom)).toEqual({ 2: true });
  fail = true;
  expect(await setWatchlisted('2', false)).toBe(false);
  expect(portalStore.get(selectedAtom)).toEqual({ 2: true });
  expect(portalStore.get(toastsAtom).at(-1)).toMatchObject({ kind: 'danger', message: 'Your watchlist could not be updated. Try again.' });
});
