/**
 * Every timing the design system uses, in one place (docs/product.md).
 * Values are milliseconds unless the name says otherwise.
 */

/** Floating elements (dialogs, the shell's dropdowns and menus) stay mounted this long after hiding, for the exit animation. */
export const POPPER_DISPOSE_MS = 150;

/** Layout/list animations ("auto-animate"). */
export const AUTO_ANIMATE_MS = 250;
export const AUTO_ANIMATE_EASING = 'ease-in-out';

/** Pointer travel needed for a swipe to page a row or carousel. */
export const SWIPE_THRESHOLD_PX = 50;

/** Toasts close themselves after this long (paused on hover and focus); their exit animation lasts 150 ms, then they leave the DOM. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_REMOVE_MS = 150;

/** A "copied" confirmation after writing to the clipboard shows this long. */
export const CLIPBOARD_COPIED_MS = 1500;
