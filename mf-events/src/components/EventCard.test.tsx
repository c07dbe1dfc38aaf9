import { act, screen, within } from '@testing-library/react';
import en from '../i18n/locales/en/events.json';
import routes from '../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import { rawEvent } from '../testing/fixtures.ts';
import { nowAndNext } from '../api/channel-now-next.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const HOUR = 3600_000;
/** Programmes of two hours around the test's clock: one ended, one on now, two to come. */
function guide(now: number) {
  const start = Math.floor(now / HOUR) * HOUR - 2 * HOUR;
  return ['Old Derby', 'Classic Final', 'Magazine Show', 'Late Replay'].map((title, i) => ({
    id: `5-${i}`,
    title,
    description: 'Replay',
    start: new Date(start + i * 2 * HOUR).toISOString(),
    end: new Date(start + (i + 1) * 2 * HOUR).toISOString(),
  }));
}

const channel = (id: number) => rawEvent(id, 'channel', { title: `Channel ${id}`, source: { hd: null, poster: null, epg: `http://localhost/api/channel/epg/${id}` } });

function serve() {
  return mockFetch((call) => {
    if (call.path.startsWith('/api/channel/epg/')) return json({ content: { channelId: 5, programmes: guide(Date.now()) } });
    if ((call.body as { status?: string }).status === 'channel') return json(paged([channel(5)]));
    return json(paged([]));
  });
}

test('a channel card says what is on now and next (time in the viewer zone) instead of a date', async () => {
  serve();
  renderRoutes(routes, '/');
  const row = await screen.findByTestId('row-channel');
  const line = await within(row).findByText('Now: Classic Final');
  const card = line.closest('article')!;
  const nextStart = Date.parse(guide(Date.now())[2]!.start);
  const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(nextStart);
  expect(within(card).getByText(`Next at ${time}: Magazine Show`)).toBeInTheDocument();
  // no stale date on a channel
  expect(card.querySelector('time')).toBeNull();
});

test('the guide is fetched only for channel cards that come on screen', async () => {
  const observers: Array<{ callback: IntersectionObserverCallback; el?: Element }> = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    entry: { callback: IntersectionObserverCallback; el?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.el = el;
    }
    disconnect() {}
  };
  const calls = serve();
  renderRoutes(routes, '/');
  const row = await screen.findByTestId('row-channel');
  // off screen: the sport, and no guide request
  expect(within(row).getByTestId('channel-now-next')).toHaveTextContent('Football');
  expect(calls.some((c) => c.path.startsWith('/api/channel/epg/'))).toBe(false);
  const observer = observers.find((o) => o.el && row.contains(o.el))!;
  act(() => observer.callback([{ isIntersecting: true, target: observer.el! } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(await within(row).findByText('Now: Classic Final')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/channel/epg/5')).toHaveLength(1);
});

test('now and next: the running programme and the one after; before the guide starts, only the next', () => {
  const list = guide(Date.now()).map((p) => ({ ...p, start: Date.parse(p.start), end: Date.parse(p.end) }));
  const at = list[1]!.start + 1000;
  expect(nowAndNext(list, at)).toEqual({ now: list[1], next: list[2] });
  expect(nowAndNext(list, list[0]!.start - 1)).toEqual({ now: null, next: list[0] });
  expect(nowAndNext(list, list[3]!.end + 1)).toEqual({ now: null, next: null });
});
