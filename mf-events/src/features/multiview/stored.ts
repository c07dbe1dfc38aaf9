// The viewer's current multiview, remembered for the tab (sessionStorage), so "Add to multiview" on
// an event page or a live card adds to it instead of starting a new one. The URL stays the truth.
import { parseMultiview, type MultiviewState } from './state.ts';

const KEY = 'portal.multiview';

export function readStoredMultiview(): MultiviewState {
  try {
    return parseMultiview(new URLSearchParams(sessionStorage.getItem(KEY) ?? ''));
  } catch {
    return parseMultiview(new URLSearchParams());
  }
}

export function storeMultiview(query: string): void {
  try {
    sessionStorage.setItem(KEY, query);
  } catch {
    // private mode or storage full: adding starts a new multiview, nothing else breaks
  }
}
