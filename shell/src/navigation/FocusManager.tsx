// After a client-side navigation to another page, focus moves to the new page's main heading (its
// h1), else to the main landmark (issue 27 item 9; WCAG 2.4.3): a keyboard or screen-reader user
// starts reading the new page where a reload would have put its title, instead of on the body (the
// card they pressed Enter on is gone) or on a header link of the old page. The first page load
// leaves focus alone (the skip link stays the first stop), and so does a navigation whose page
// focused something itself (a form's first field) or one the viewer has moved on from.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from '../layouts/LayoutFrame.tsx';

/** How long a page may take to draw its heading (a remote's content after its data) before main is focused instead. */
export const HEADING_WAIT_MS = 3000;

/**
 * Focuses the page's h1 (inside main when there is one) once it is drawn, or main after
 * HEADING_WAIT_MS, as long as focus is still where the navigation left it: `before` (what had focus
 * when the navigation committed, unless it is a field being typed in), the body, main, or an element
 * the navigation removed.
 */
export function focusPage(before: Element | null, win: Window = window, wait = HEADING_WAIT_MS): () => void {
  const doc = win.document;
  const started = Date.now();
  let frame = 0;
  const untouched = () => {
    const active = doc.activeElement;
    if (!active || active === doc.body || active === doc.documentElement || !active.isConnected || active.id === MAIN_ID) return true;
    // Someone typing in a field that stays (a search box in the header) keeps it.
    return active === before && !active.matches('input, textarea, select, [contenteditable]');
  };
  const attempt = () => {
    if (!untouched()) return;
    const main = doc.getElementById(MAIN_ID);
    const heading = (main ?? doc).querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('h1');
    const target = heading ?? (Date.now() - started >= wait ? main : null);
    if (!target) {
      frame = win.requestAnimationFrame(attempt);
      return;
    }
    // A heading is focusable from script only, never a Tab stop.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  attempt();
  return () => win.cancelAnimationFrame(frame);
}

export function FocusManager() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  const before = useRef<Element | null>(null);
  // Read while the new page renders, before it is committed: what the viewer had focused on the old one.
  if (shown.current !== pathname) {
    shown.current = pathname;
    before.current = typeof document === 'undefined' ? null : document.activeElement;
  }
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    // A link to an anchor is for the anchor (ScrollManager scrolls to it).
    if (hash) return undefined;
    return focusPage(before.current);
    // only a new page moves focus: a query change (filters, multiview's layout) stays on its control
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
