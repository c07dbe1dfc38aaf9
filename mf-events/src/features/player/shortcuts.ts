// The player's keyboard shortcuts (issue 15 item 6), one list for Vidstack and the help dialog.
// Keys act while focus is in the player (keyTarget "player"), so they never steal a page's
// typing. Arrows mean time direction: the time line is left to right in every language
// (Player.tsx), so ← is back in Hebrew too.
import type { MediaKeysCallback, MediaKeyShortcuts } from '@vidstack/react';
import { videoTimeOf } from './video-time.ts';

/** Seconds the arrow keys and j/l move. */
export const SEEK_STEP = 5;
export const SEEK_STEP_LONG = 10;

export type ShortcutAction =
  | 'playPause'
  | 'seekBack'
  | 'seekForward'
  | 'seekBack10'
  | 'seekForward10'
  | 'volumeUp'
  | 'volumeDown'
  | 'fullscreen'
  | 'mute'
  | 'captions'
  | 'pip'
  | 'stats'
  | 'help';

/** What the help lists: keys as shown (a `keys.*` name or the character) for each action. */
export const SHORTCUTS: ReadonlyArray<{ action: ShortcutAction; keys: string[] }> = [
  { action: 'playPause', keys: ['keys.space', 'k'] },
  { action: 'seekBack', keys: ['keys.left'] },
  { action: 'seekForward', keys: ['keys.right'] },
  { action: 'seekBack10', keys: ['j'] },
  { action: 'seekForward10', keys: ['l'] },
  { action: 'volumeUp', keys: ['keys.up'] },
  { action: 'volumeDown', keys: ['keys.down'] },
  { action: 'fullscreen', keys: ['f'] },
  { action: 'mute', keys: ['m'] },
  { action: 'captions', keys: ['c'] },
  { action: 'pip', keys: ['i'] },
  { action: 'stats', keys: ['s'] },
  { action: 'help', keys: ['?'] },
];

export const seekBy = (delta: number, keys: string): MediaKeysCallback => ({
  keys,
  // Through the remote with the key event, so a seek back on live counts as the viewer's own
  // (Vidstack then keeps them behind live instead of returning to the edge on play).
  onKeyDown: ({ event, player, remote }) => {
    event.preventDefault();
    const { seekableStart, seekableEnd } = player.state;
    const end = Number.isFinite(seekableEnd) ? seekableEnd : Infinity;
    remote.seek(Math.min(end, Math.max(seekableStart || 0, videoTimeOf(player) + delta)), event);
  },
});

/** The key that shows and hides the playback stats (StatsOverlay.tsx): free in Vidstack's map and ours. */
export const STATS_KEYS = 's S';

/**
 * Vidstack's key map: space/k, f, m, c, i, up/down volume; seeking is ours (arrows SEEK_STEP,
 * j/l SEEK_STEP_LONG) because Vidstack forwards its seek keys to the time slider as slider
 * steps, which moved a paused short recording to 0 instead of 5 s back.
 */
export const keyShortcuts: MediaKeyShortcuts = {
  togglePaused: 'k Space',
  toggleMuted: 'm',
  toggleFullscreen: 'f',
  togglePictureInPicture: 'i',
  toggleCaptions: 'c',
  seekBackward: null,
  seekForward: null,
  volumeUp: 'ArrowUp',
  volumeDown: 'ArrowDown',
  seekBack: seekBy(-SEEK_STEP, 'ArrowLeft'),
  seekAhead: seekBy(SEEK_STEP, 'ArrowRight'),
  seekBack10: seekBy(-SEEK_STEP_LONG, 'j J'),
  seekAhead10: seekBy(SEEK_STEP_LONG, 'l L'),
};

/** The key map with the stats key bound to the player's own toggle. */
export function keyShortcutsWith(toggleStats: () => void): MediaKeyShortcuts {
  return {
    ...keyShortcuts,
    toggleStats: {
      keys: STATS_KEYS,
      onKeyDown: ({ event }) => {
        event.preventDefault();
        toggleStats();
      },
    },
  };
}

/** '?' outside text fields opens the help (Shift+/ on most layouts, so read `key`). */
export function isHelpKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const el = event.target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return true;
  return !el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
}
