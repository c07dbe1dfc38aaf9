import {
  addTile,
  defaultLayout,
  isLarge,
  moveBy,
  moveTo,
  multiviewHref,
  parseMultiview,
  playingIds,
  promote,
  removeTile,
  serializeMultiview,
  shownCount,
  shownLayout,
  type MultiviewState,
} from './state.ts';

const parse = (q: string) => parseMultiview(new URLSearchParams(q));

test('the URL holds the selection, layout and sound; a reload parses the same state back', () => {
  const state: MultiviewState = { ids: ['12', '7', '31'], layout: 'grid', audio: '7' };
  expect(serializeMultiview(state)).toBe('ids=12,7,31&layout=grid&audio=7');
  expect(multiviewHref(state)).toBe('/multiview/?ids=12,7,31&layout=grid&audio=7');
  expect(parse(serializeMultiview(state))).toEqual(state);
});

test('bad input is dropped: non-ids, duplicates, more than four, unknown layout, a sound that is not shown', () => {
  expect(parse('ids=1,x,1,2,,3,4,5&layout=mosaic&audio=9')).toEqual({ ids: ['1', '2', '3', '4'], layout: 'focus', audio: '1' });
  expect(parse('')).toEqual({ ids: [], layout: 'side', audio: null });
  expect(parse('ids=1%2C2')).toEqual({ ids: ['1', '2'], layout: 'side', audio: '1' });
});

test('default layout: two side by side, three or four with one large', () => {
  expect([1, 2, 3, 4].map(defaultLayout)).toEqual(['side', 'side', 'focus', 'focus']);
});

test('add and remove: at most four, no duplicates, the sound moves to the first when its stream goes', () => {
  let s: MultiviewState = { ids: [], layout: 'grid', audio: null };
  for (const id of ['1', '2', '2', '3', '4', '5']) s = addTile(s, id);
  expect(s).toEqual({ ids: ['1', '2', '3', '4'], layout: 'grid', audio: '1' });
  expect(removeTile({ ...s, audio: '3' }, '1')).toEqual({ ids: ['2', '3', '4'], layout: 'grid', audio: '3' });
  expect(removeTile(s, '1').audio).toBe('2');
  expect(removeTile({ ids: ['1'], layout: 'side', audio: '1' }, '1')).toEqual({ ids: [], layout: 'side', audio: null });
});

test('reorder: one place by keyboard, anywhere by drag, bounded at both ends', () => {
  const ids = ['a', 'b', 'c', 'd'];
  expect(moveBy(ids, 'b', -1)).toEqual(['b', 'a', 'c', 'd']);
  expect(moveBy(ids, 'b', 1)).toEqual(['a', 'c', 'b', 'd']);
  expect(moveBy(ids, 'a', -1)).toEqual(ids);
  expect(moveBy(ids, 'd', 1)).toEqual(ids);
  expect(moveTo(ids, 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
  expect(moveTo(ids, 'a', 3)).toEqual(['b', 'c', 'd', 'a']);
  expect(moveTo(ids, 'z', 0)).toEqual(ids);
});

test('a small one swaps into the large place (the others stay where they are)', () => {
  expect(promote(['a', 'b', 'c', 'd'], 'c')).toEqual(['c', 'b', 'a', 'd']);
  expect(promote(['a', 'b'], 'a')).toEqual(['a', 'b']);
});

test('phones: two stacked in portrait, large plus small in landscape; the sound is always among them', () => {
  expect(shownLayout('grid', 'portrait')).toBe('stack');
  expect(shownLayout('side', 'landscape')).toBe('focus');
  expect(shownLayout('grid', null)).toBe('grid');
  expect(shownCount(4, 'portrait')).toBe(2);
  expect(shownCount(4, null)).toBe(4);
  const s: MultiviewState = { ids: ['1', '2', '3', '4'], layout: 'grid', audio: '4' };
  expect(playingIds(s, 'portrait')).toEqual(['1', '4']);
  expect(playingIds(s, null)).toEqual(['1', '2', '3', '4']);
  expect(playingIds({ ...s, audio: '2' }, 'landscape')).toEqual(['1', '2']);
});

test('which tiles are large: the first in focus, both of two side by side, none in an equal grid of four', () => {
  expect([0, 1, 2].map((i) => isLarge('focus', i, 3))).toEqual([true, false, false]);
  expect([0, 1].map((i) => isLarge('side', i, 2))).toEqual([true, true]);
  expect([0, 1, 2].map((i) => isLarge('side', i, 3))).toEqual([false, false, false]);
  expect([0, 1, 2, 3].map((i) => isLarge('grid', i, 4))).toEqual([false, false, false, false]);
  expect(isLarge('grid', 0, 1)).toBe(true);
  expect(isLarge('stack', 1, 2)).toBe(true);
});
