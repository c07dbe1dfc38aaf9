import { QueryClient } from '@tanstack/react-query';
import { json, mockFetch, resetSession, signInForTest } from '@portal/shared/testing';
import { eventQuery } from '../../common/get-event.ts';
import { commerceOptionsQuery } from './extras/get-event-extras.ts';
import { eventLoader } from './event-loaders.ts';
import { rawEvent } from '../../testing/fixtures.ts';

afterEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

test('the event and its offers are cached per viewer: signing in never reads the signed-out answer', () => {
  const anonymous = [eventQuery('9').queryKey, commerceOptionsQuery('9').queryKey];
  signInForTest({ id: '42' });
  const signedIn = [eventQuery('9').queryKey, commerceOptionsQuery('9').queryKey];
  expect(signedIn[0]).not.toEqual(anonymous[0]);
  expect(signedIn[1]).not.toEqual(anonymous[1]);
  expect(signedIn[0]).toEqual(eventQuery('9').queryKey);
});

test('the event page loader waits for a fresh event once the cached one was invalidated (a purchase), and uses the cache otherwise', async () => {
  let available = false;
  const calls = mockFetch(() => json({ content: rawEvent(9, 'archived', { availableForUser: available }) }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5_000 } } });
  const load = () => eventLoader({ params: { eventId: '9' }, queryClient } as never) as Promise<{ isEventAvailableForUser: boolean }>;
  expect((await load()).isEventAvailableForUser).toBe(false);
  available = true;
  expect((await load()).isEventAvailableForUser).toBe(false);
  expect(calls).toHaveLength(1);
  await queryClient.invalidateQueries({ refetchType: 'none' });
  expect((await load()).isEventAvailableForUser).toBe(true);
  expect(calls).toHaveLength(2);
});
