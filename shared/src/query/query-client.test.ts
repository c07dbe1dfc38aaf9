import { createQueryClient, requestStateOf } from './query-client.ts';

test('docs/product.md query defaults: stale 5 s, gc 5 min, refetch on focus, reconnect and mount', () => {
  const q = createQueryClient().getDefaultOptions().queries!;
  expect(q.staleTime).toBe(5000);
  expect(q.gcTime).toBe(300_000);
  expect(q.refetchOnWindowFocus).toBe(true);
  expect(q.refetchOnReconnect).toBe(true);
  expect(q.refetchOnMount).toBe(true);
});

test('request states of docs/product.md map onto query status', () => {
  expect(requestStateOf({ status: 'pending', fetchStatus: 'idle' })).toBe('init');
  expect(requestStateOf({ status: 'pending', fetchStatus: 'fetching' })).toBe('in_progress');
  expect(requestStateOf({ status: 'success', fetchStatus: 'idle' })).toBe('success');
  expect(requestStateOf({ status: 'error', fetchStatus: 'idle' })).toBe('error');
});

test('a real query goes init -> in_progress -> success', async () => {
  const client = createQueryClient();
  const observed: string[] = [];
  const { QueryObserver } = await import('@tanstack/react-query');
  const observer = new QueryObserver(client, { queryKey: ['x'], queryFn: async () => 1, enabled: false });
  observed.push(requestStateOf(observer.getCurrentResult()));
  const off = observer.subscribe((r) => observed.push(requestStateOf(r)));
  await observer.refetch();
  off();
  expect(observed[0]).toBe('init');
  expect(observed).toContain('in_progress');
  expect(observed.at(-1)).toBe('success');
});
