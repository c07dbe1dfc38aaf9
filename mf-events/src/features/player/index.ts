// The player's public face for the other features (ADR 0054): the lazy player the pages place (it
// loads the player's chunk on first use), the module loader for a page with its own wrapper (the
// embed), its handle and props, the shortcuts dialog, the start-at parameter and share links.
export { LazyPlayer, type PlayerHandle, type PlayerProps } from './LazyPlayer.tsx';
export { loadPlayer } from './load-player.ts';
export { ShortcutsHelp } from './ShortcutsHelp.tsx';
export { parseStartAt } from './use-start-at.ts';
export { clipUrl, momentUrl } from './share-link.ts';
