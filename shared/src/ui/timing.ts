/**
 * Every timing the design system uses, in one place (docs/product.md).
 * Values are milliseconds unless the name says otherwise.
 */

/** Dropdown: opens below its trigger, on click. */
export const DROPDOWN_PLACEMENT = 'bottom' as const;
export const DROPDOWN_TRIGGER = 'click' as const;
/** Distance between a dropdown or menu panel and its trigger. */
export const DROPDOWN_DISTANCE_PX = 6;

/** Menu: opens on hover or focus, hides 400 ms after the pointer or focus leaves. */
export const MENU_TRIGGER = 'hover-focus' as const;
export const MENU_HIDE_DELAY_MS = 400;

/** Floating elements (tooltip, dropdown, menu, dialog) stay mounted this long after hiding, for the exit animation. */
export const POPPER_DISPOSE_MS = 150;

/** Layout/list animations ("auto-animate"). */
export const AUTO_ANIMATE_MS = 250;
export const AUTO_ANIMATE_EASING = 'ease-in-out';

/** Pointer travel needed for a swipe to page a row or carousel. */
export const SWIPE_THRESHOLD_PX = 50;

/** Toasts close themselves after this long (paused on hover and focus) and leave the DOM 150 ms later. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_REMOVE_MS = 150;

/** A "copied" confirmation after writing to the clipboard shows this long. */
export const CLIPBOARD_COPIED_MS = 1500;
