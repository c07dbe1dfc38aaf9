// docs/product.md: navigation scrolls to the top; a hash link scrolls to its anchor. Back and
// forward (POP) leave the browser's own scroll restoration alone. The anchor may belong
// to a remote page that renders a moment later, so it is looked for for up to a second.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const ANCHOR_WAIT_MS = 1000;

export function findAnchor(hash: string, doc: Document = document): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return doc.getElementById(id) ?? doc.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`);
}

export function scrollToLocation(hash: string, win: Window = window): () => void {
  if (!hash) {
    win.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    return () => {};
  }
  const started = Date.now();
  let frame = 0;
  const attempt = () => {
    const anchor = findAnchor(hash, win.document);
    if (anchor) {
      anchor.scrollIntoView({ block: 'start' });
      return;
    }
    if (Date.now() - started < ANCHOR_WAIT_MS) frame = win.requestAnimationFrame(attempt);
  };
  attempt();
  return () => win.cancelAnimationFrame(frame);
}

export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if (type === 'POP' && !hash) return undefined;
    return scrollToLocation(hash);
    // key: a click on the link of the page already shown scrolls up again
  }, [pathname, search, hash, key, type]);

  return null;
}
