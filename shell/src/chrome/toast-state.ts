// The toast host's side of the toast list: closing (the viewport animates out) and removing.
import { updateToasts } from '@portal/shared';

/** Starts closing a toast (the viewport animates it out, then calls removeToast). */
export function closeToast(id: string): void {
  updateToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: string): void {
  updateToasts((list) => list.filter((t) => t.id !== id));
}

