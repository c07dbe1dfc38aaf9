// Toast state (SPEC 4 "Toast"). The shell renders it with the design system's
// <ToastViewport toasts={...} onClose={closeToast} onRemove={removeToast} />, which runs
// the timers: auto-close after `duration` (paused on hover), removal 150 ms after closing.
import { atom } from 'jotai';
import { portalStore } from '../session/store.ts';
import { TOAST_DURATION_MS } from '../ui/timing.ts';

/** Structurally a design-system ToastData, so the list can be rendered as is. */
export interface ToastEntry {
  id: string;
  kind: 'success' | 'danger';
  message: string;
  duration: number;
  /** False once closing; the viewport calls removeToast when the exit animation ends. */
  open: boolean;
}

export const toastsAtom = atom<ToastEntry[]>([]);

let nextId = 1;
const update = (fn: (toasts: ToastEntry[]) => ToastEntry[]) => portalStore.set(toastsAtom, fn(portalStore.get(toastsAtom)));

function show(kind: ToastEntry['kind'], message: string, duration = TOAST_DURATION_MS): string {
  const id = `toast-${nextId++}`;
  update((list) => [...list, { id, kind, message, duration, open: true }]);
  return id;
}

/** Starts closing a toast (the viewport animates it out, then calls removeToast). */
export function closeToast(id: string): void {
  update((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: string): void {
  update((list) => list.filter((t) => t.id !== id));
}

export const toast = {
  success: (message: string, duration?: number): string => show('success', message, duration),
  danger: (message: string, duration?: number): string => show('danger', message, duration),
  close: closeToast,
  remove: removeToast,
};
