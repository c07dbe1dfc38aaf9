export type Direction = 'ltr' | 'rtl';

/** Writing direction at an element: nearest `dir` attribute, else the document's. */
export function getDir(el: Element | null | undefined): Direction {
  const holder = el?.closest('[dir]');
  const dir = holder?.getAttribute('dir') ?? (typeof document !== 'undefined' ? document.documentElement.dir : '');
  return dir === 'rtl' ? 'rtl' : 'ltr';
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

/** Keyboard-focusable descendants in DOM order. */
export function getFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}
