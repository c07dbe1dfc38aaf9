// Toasts (docs/product.md "Toast"): any app shows one with toast.success/danger; the shell's toast
// host renders the list with the kit's ToastViewport (Radix Toast, ADR 0059), which runs the
// countdown (auto-close after `duration`, paused on hover and focus) and removes a closed toast
// after its exit animation.
import { atom } from 'jotai';
import { portalStore } from '../session/store.ts';

/** Structurally a design-system ToastData, so the list can be rendered as is. */
export interface ToastEntry {
  id: string;
  kind: 'success' | 'danger';
  message: string;
  /** Milliseconds before it closes; unset means the kit's default (docs/product.md: 4000 ms). */
  duration?: number;
  /** False once closing; the viewport calls removeToast when the exit animation has ended. */
  open: boolean;
  /** A place to go from the toast (a reminder's event): the shell's host renders a router link. */
  link?: ToastLink;
}

export interface ToastLink {
  href: string;
  label: string;
}

export const toastsAtom = atom<ToastEntry[]>([]);

let nextId = 1;
/** Replaces the list through the page's one store (the shell's host updates it the same way). */
export const updateToasts = (fn: (toasts: ToastEntry[]) => ToastEntry[]) => portalStore.set(toastsAtom, fn(portalStore.get(toastsAtom)));

function show(kind: ToastEntry['kind'], message: string, duration?: number, link?: ToastLink): string {
  const id = `toast-${nextId++}`;
  updateToasts((list) => [...list, { id, kind, message, ...(duration === undefined ? {} : { duration }), ...(link ? { link } : {}), open: true }]);
  return id;
}

export const toast = {
  success: (message: string, duration?: number): string => show('success', message, duration),
  danger: (message: string, duration?: number): string => show('danger', message, duration),
  /** A success toast with a link to follow (kept longer by default: there is something to do). */
  link: (message: string, link: ToastLink, duration = TOAST_WITH_LINK_MS): string => show('success', message, duration, link),
};

/** Long enough to read and reach the link; the kit pauses it while hovered or focused. */
export const TOAST_WITH_LINK_MS = 10_000;
