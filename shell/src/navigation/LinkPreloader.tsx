// Link preloading (issue 4 item 3): the remote owning a link's path starts loading when
// the link is hovered, focused or scrolls into view, so the click finds it ready. One
// delegated listener on the document serves every link, the shell's and the remotes'
// alike; preloadRemoteRoutes runs at most 4 at once and loads each remote once.
// Links in the site's chrome (marked data-preload="intent": header, footer) are always on
// screen, so preloading them on sight would load their remotes on every first visit (sign-in,
// leagues); they preload on intent only. Preloading on sight starts once the page has loaded and
// the browser is idle (issue 10 item 1): it must never compete with the first page's own work.
import { useEffect } from 'react';
import type { ResolvedRemote } from '@portal/shared';
import { preloadRemoteRoutes } from '../remotes/federation.ts';
import { enabledOwner } from '../remotes/ownership.ts';

/** The same-origin path a link points to, or null (other origin, download, new window of another site…). */
export function linkPath(anchor: HTMLAnchorElement, origin = window.location.origin): string | null {
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#') || anchor.hasAttribute('download')) return null;
  try {
    const url = new URL(href, window.location.href);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** Marks a region whose links preload on intent (hover, focus, touch) only, never on sight. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

export interface PreloadDeps {
  remotes: () => readonly ResolvedRemote[];
  preload?: (remote: ResolvedRemote) => void;
  /** Runs `work` when the first page is done; returns a cancel. Default: after `load`, when idle. */
  whenIdle?: (work: () => void) => () => void;
}

/** After the window's load event, in an idle period (at most 2 s later). */
export function afterLoadIdle(work: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idleHandle =
      typeof win.requestIdleCallback === 'function'
        ? win.requestIdleCallback(() => !cancelled && work(), { timeout: 2000 })
        : win.setTimeout(() => !cancelled && work(), 200);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
    else win.clearTimeout(idleHandle);
  };
}

/** Preloads the owner of the link under an event target, if any. */
export function preloadForTarget(target: EventTarget | null, deps: PreloadDeps): ResolvedRemote | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const path = linkPath(anchor);
  if (!path) return null;
  const owner = enabledOwner(deps.remotes(), path);
  if (owner) (deps.preload ?? preloadRemoteRoutes)(owner);
  return owner;
}

/** Installs the listeners; returns the clean-up. */
export function installLinkPreloading(deps: PreloadDeps, doc: Document = document): () => void {
  const onIntent = (event: Event) => void preloadForTarget(event.target, deps);
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });

  let intersection: IntersectionObserver | null = null;
  let mutation: MutationObserver | null = null;
  const watchOnSight = () => {
    if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const watched = new WeakSet<Element>();
    intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          intersection?.unobserve(entry.target);
          preloadForTarget(entry.target, deps);
        }
      },
      { rootMargin: '200px' },
    );
    const watch = (root: ParentNode) => {
      const found = root instanceof HTMLAnchorElement ? [root] : Array.from(root.querySelectorAll?.('a[href]') ?? []);
      for (const a of found) {
        if (watched.has(a)) continue;
        watched.add(a);
        if (a.closest(`[${PRELOAD_ATTRIBUTE}="intent"]`)) continue;
        intersection?.observe(a);
      }
    };
    watch(doc.body);
    mutation = new MutationObserver((records) => {
      for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof Element) watch(node);
    });
    mutation.observe(doc.body, { childList: true, subtree: true });
  };
  const cancelIdle = (deps.whenIdle ?? afterLoadIdle)(watchOnSight);

  return () => {
    cancelIdle();
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    doc.removeEventListener('touchstart', onIntent);
    intersection?.disconnect();
    mutation?.disconnect();
  };
}

export function LinkPreloader({ remotes }: { remotes: readonly ResolvedRemote[] }) {
  useEffect(() => installLinkPreloading({ remotes: () => remotes }), [remotes]);
  return null;
}
