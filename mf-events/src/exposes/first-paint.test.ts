// The server's first paint asks for the lists this remote declares (first-paint.json, ADR 0043)
// before the remote's code runs; they must be the very bodies the pages send, key for key and in
// the same order, or the server's call neither matches what the page shows nor warms its cache.
import { eventListBody } from '../common/get-events.ts';
import { rowFilters } from '../features/browse/EventRows.tsx';
import { LIST_FILTERS, type ListKind } from '../features/browse/EventListPage.tsx';
import declared from './first-paint.json';

const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

test("the home page's picture asks for the hero's two lists, live first, as HomeHero does", () => {
  const f = rowFilters();
  for (const pattern of ['', 'home'] as const) {
    expect(declared.pages[pattern].kind).toBe('home');
    same(declared.pages[pattern].lists, [eventListBody(f.live), eventListBody(f.upcoming)]);
  }
});

test.each(['live', 'upcoming', 'archive', 'latest'] satisfies ListKind[])('the %s list page asks for its first page as EventGrid does', (kind) => {
  const page = declared.pages[kind];
  expect(page.kind).toBe('list');
  same(page.list, eventListBody({ ...LIST_FILTERS[kind], page: 0 }));
});

test('only the live list shows its sport chips', () => {
  expect(
    Object.entries(declared.pages)
      .filter(([, p]) => 'chips' in p && p.chips)
      .map(([pattern]) => pattern),
  ).toEqual(['live']);
});
