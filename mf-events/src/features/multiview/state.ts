// Multiview selection and arrangement (issue 16 item 1, ADR 0035), kept in the URL so a multiview can
// be shared and reloaded: `/multiview/?ids=12,7,31&layout=focus&audio=7`. Pure functions; the page
// reads and writes them through useSearchParams.

export const MAX_TILES = 4;
/** A phone in portrait shows at most this many streams, stacked (item 5). */
export const PHONE_MAX_TILES = 2;

/** side: side by side; focus: one large with the others small; grid: equal tiles. */
export const LAYOUTS = ['side', 'focus', 'grid'] as const;
export type Layout = (typeof LAYOUTS)[number];
/** What is drawn: the chosen layout, or on phones `stack` (portrait) and `focus` (landscape). */
export type ShownLayout = Layout | 'stack';
export type Phone = 'portrait' | 'landscape' | null;

export interface MultiviewState {
  /** Event ids in display order; in `focus` the first is the large one. */
  ids: string[];
  layout: Layout;
  /** The one stream with sound (and captions); always one of ids when there are any. */
  audio: string | null;
}

const isId = (v: string) => /^\d{1,12}$/.test(v);
const isLayout = (v: string | null): v is Layout => (LAYOUTS as readonly string[]).includes(v ?? '');

/** The layout a selection gets when the URL names none: two side by side, more with one large. */
export const defaultLayout = (count: number): Layout => (count <= 2 ? 'side' : 'focus');

export function parseMultiview(params: URLSearchParams): MultiviewState {
  const ids: string[] = [];
  for (const raw of (params.get('ids') ?? '').split(',')) {
    const id = raw.trim();
    if (isId(id) && !ids.includes(id) && ids.length < MAX_TILES) ids.push(id);
  }
  const layoutParam = params.get('layout');
  const layout = isLayout(layoutParam) ? layoutParam : defaultLayout(ids.length);
  const audioParam = params.get('audio');
  const audio = audioParam && ids.includes(audioParam) ? audioParam : (ids[0] ?? null);
  return { ids, layout, audio };
}

/** The query string of a state (without `?`); commas stay readable in shared links. */
export function serializeMultiview(state: MultiviewState): string {
  const parts = [`ids=${state.ids.join(',')}`, `layout=${state.layout}`];
  if (state.audio) parts.push(`audio=${state.audio}`);
  return parts.join('&');
}

export const multiviewHref = (state: MultiviewState): string => `/multiview/?${serializeMultiview(state)}`;

/** Adds an event at the end (no duplicates, at most four); the first one added gets the sound. */
export function addTile(state: MultiviewState, id: string): MultiviewState {
  if (!isId(id) || state.ids.includes(id) || state.ids.length >= MAX_TILES) return state;
  const ids = [...state.ids, id];
  return { ...state, ids, audio: state.audio ?? id };
}

/** Removes an event; if it had the sound, the sound goes to the first one left. */
export function removeTile(state: MultiviewState, id: string): MultiviewState {
  const ids = state.ids.filter((x) => x !== id);
  return { ...state, ids, audio: state.audio === id || !state.audio ? (ids[0] ?? null) : state.audio };
}

/** Moves an event to another place, the others keep their relative order (drag and drop). */
export function moveTo(ids: readonly string[], id: string, index: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.max(0, Math.min(ids.length - 1, index));
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

/** One place earlier (-1) or later (+1): the keyboard's reorder (Alt+arrows, the move buttons). */
export const moveBy = (ids: readonly string[], id: string, delta: -1 | 1): string[] => moveTo(ids, id, ids.indexOf(id) + delta);

/** Puts a small one in the large place: it swaps with the first (the large one). */
export function promote(ids: readonly string[], id: string): string[] {
  const at = ids.indexOf(id);
  if (at <= 0) return [...ids];
  const next = [...ids];
  next[at] = next[0]!;
  next[0] = id;
  return next;
}

/** What is drawn for a layout on this screen: phones stack two in portrait and show large plus small in landscape. */
export function shownLayout(layout: Layout, phone: Phone): ShownLayout {
  if (phone === 'portrait') return 'stack';
  if (phone === 'landscape') return 'focus';
  return layout;
}

/** How many streams play at once on this screen. */
export const shownCount = (count: number, phone: Phone): number => (phone ? Math.min(count, PHONE_MAX_TILES) : Math.min(count, MAX_TILES));

/** Whether a tile is the large one in what is drawn (the others are small: never the top rendition). */
export const isLarge = (shown: ShownLayout, index: number, count: number): boolean =>
  count === 1 || shown === 'stack' || (shown === 'focus' && index === 0) || (shown === 'side' && count <= 2);

/**
 * The streams that play on this screen, in order. On a phone only two play; the one with the sound is
 * always among them (it takes the second place when it is further down).
 */
export function playingIds(state: MultiviewState, phone: Phone): string[] {
  const n = shownCount(state.ids.length, phone);
  const shown = state.ids.slice(0, n);
  if (state.audio && !shown.includes(state.audio) && n > 0) shown[n - 1] = state.audio;
  return shown;
}
