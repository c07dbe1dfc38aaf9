// Toasts (SPEC 4 "Toast"): any app shows one with toast.success/danger; the shell's toast
// host renders the list with the kit's ToastViewport, which runs the timers (auto-close
// after `duration`, paused on hover; removal 150 ms after closing).
import { atom } from 'jotai';
import { portalStore } from '../session/store.ts';

/** Structurally a design-system ToastData, so the list can be rendered as is. */
export interface ToastEntry {
  id: string;
  kind: 'success' | 'danger';
  message: string;
  /** Milliseconds before it closes; unset means the kit's default (SPEC 9: 4000 ms). */
  duration?: number;
  /** False once closing; the viewport calls removeToast when the exit animation ends. */
  open: boolean;
}

export const toastsAtom = atom<ToastEntry[]>([]);

let nextId = 1;
/** Replaces the list through the page's one store (the shell's host updates it the same way). */
export const updateToasts = (fn: (toasts: ToastEntry[]) => ToastEntry[]) => portalStore.set(toastsAtom, fn(portalStore.get(toastsAtom)));

function show(kind: ToastEntry['kind'], message: string, duration?: number): string {
  const id = `toast-${nextId++}`;
  updateToasts((list) => [...list, { id, kind, message, ...(duration === undefined ? {} : { duration }), open: true }]);
  return id;
}

export const toast = {
  success: (message: string, duration?: number): string => show('success', message, duration),
  danger: (message: string, duration?: number): string => show('danger', message, duration),
};
