import type { CSSObject, Theme } from '@emotion/react';
import { popIn, popOut } from './animations.ts';

const ITEM = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

export function menuItems(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>(ITEM)).filter((el) => el.getAttribute('aria-disabled') !== 'true' && !el.hasAttribute('disabled'));
}

export function focusMenuItem(panel: HTMLElement | null, which: 'first' | 'last' | 'next' | 'prev') {
  const items = menuItems(panel);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  let index: number;
  if (which === 'first') index = 0;
  else if (which === 'last') index = items.length - 1;
  else if (which === 'next') index = current < 0 ? 0 : (current + 1) % items.length;
  else index = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
  items[index]?.focus();
}

/** Arrow/Home/End navigation inside an open menu. Returns true when it handled the key. */
export function handleMenuNavigation(e: { key: string; preventDefault(): void }, panel: HTMLElement | null): boolean {
  const map: Record<string, 'first' | 'last' | 'next' | 'prev'> = { ArrowDown: 'next', ArrowUp: 'prev', Home: 'first', End: 'last' };
  const which = map[e.key];
  if (!which) return false;
  e.preventDefault();
  focusMenuItem(panel, which);
  return true;
}

export function isMenuItem(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ITEM) !== null;
}

export function menuPanelStyles(t: Theme, state: 'open' | 'closed'): CSSObject {
  return {
    zIndex: t.zIndex.dropdown,
    minInlineSize: '200px',
    maxInlineSize: 'min(320px, calc(100vw - 16px))',
    maxBlockSize: 'min(420px, calc(100dvh - 96px))',
    overflowY: 'auto',
    padding: t.space(1.5),
    backgroundColor: t.color.elevated,
    color: t.color.text,
    border: `1px solid ${t.color.border}`,
    borderRadius: t.radius.lg,
    boxShadow: t.shadow.lg,
    transformOrigin: 'top',
    animation: state === 'open' ? `${popIn} ${t.motion.fast} ${t.motion.easeOut} both` : `${popOut} ${t.motion.fast} ${t.motion.easing} both`,
    '&:focus-visible': { outline: 'none' },
  };
}
