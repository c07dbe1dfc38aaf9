import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { configureApi } from '../http/api.ts';
import { fakeFetch, json, type Handler } from '../testing/fake-fetch.ts';
import { applySignIn, clearSession } from './actions.ts';
import { userAtom } from './atoms.ts';
import { markWatched, revealedIdsAtom, setSpoilerFree, useSpoilerShield, watchedIdsAtom } from './spoilers.ts';
import { portalStore } from './store.ts';

function server(handler: Handler) {
  const s = fakeFetch(handler);
  configureApi({ apiBase: 'https://api.test', fetch: s.fetch, locks: null, getCustomer: () => null });
  return s;
}

const signIn = (options: Record<string, unknown>) =>
  applySignIn({ profile: { id: 7, email: 'a@b.c', options }, tokenData: { access_token: 'tok', expires_in: 900, refresh_token: 'ref' }, track: false });

function Probe({ id, eventId = null }: { id: string; eventId?: string | null }) {
  const shield = useSpoilerShield({ id, eventId });
  return (
    <button type="button" data-testid={`p-${id}`} onClick={shield.reveal}>
      {shield.hidden ? 'hidden' : 'shown'}
    </button>
  );
}

const renderProbes = () =>
  render(
    <Provider store={portalStore}>
      <Probe id="1" />
      <Probe id="2" />
      <Probe id="30" eventId="3" />
    </Provider>,
  );

beforeEach(() => {
  clearSession();
  portalStore.set(revealedIdsAtom, new Set());
  sessionStorage.clear();
});

test('off (or signed out): everything shown, nothing asked', async () => {
  const s = server(() => json({ content: { entries: [], watched: [] } }));
  signIn({});
  renderProbes();
  expect(screen.getByTestId('p-1')).toHaveTextContent('shown');
  expect(s.calls.filter((c) => c.path === '/api/user/continue_watching')).toHaveLength(0);
});

test('on: unwatched hidden (also while the watched list loads), watched shown, a clip answers for its event; a reveal lasts the session', async () => {
  const s = server(() => json({ content: { entries: [], watched: [2, 3] } }));
  signIn({ spoilerFree: true, survey: { a: { surveyName: 'a' } } });
  renderProbes();
  expect(screen.getByTestId('p-2')).toHaveTextContent('hidden'); // not loaded yet: safe side
  await waitFor(() => expect(screen.getByTestId('p-2')).toHaveTextContent('shown'));
  expect(screen.getByTestId('p-1')).toHaveTextContent('hidden');
  expect(screen.getByTestId('p-30')).toHaveTextContent('shown');
  expect(s.calls.filter((c) => c.path === '/api/user/continue_watching')).toHaveLength(1);
  await userEvent.click(screen.getByTestId('p-1'));
  expect(screen.getByTestId('p-1')).toHaveTextContent('shown');
  expect(JSON.parse(sessionStorage.getItem('portal.revealedScores')!)).toEqual(['1']);
  act(() => markWatched('9'));
  expect([...portalStore.get(watchedIdsAtom)!]).toEqual(['2', '3', '9']);
  act(() => clearSession());
  expect(portalStore.get(watchedIdsAtom)).toBeNull();
});

test('setSpoilerFree saves the option through update_profile and updates the session user', async () => {
  const s = server((call) =>
    call.path === '/api/user/update_profile'
      ? json({
          content: {
            id: 7,
            email: 'a@b.c',
            options: { survey: {}, spoilerFree: (call.body as { data: { options: { spoilerFree: boolean } } }).data.options.spoilerFree },
          },
        })
      : json({ content: { entries: [] } }),
  );
  signIn({});
  await setSpoilerFree(true);
  expect(s.calls.find((c) => c.path === '/api/user/update_profile')).toMatchObject({ body: { data: { options: { spoilerFree: true } } } });
  expect(portalStore.get(userAtom)?.options.spoilerFree).toBe(true);
});
