// The toast host's side of the toast list: closing (Radix animates it out) and removing.
import { updateToasts } from '@portal/shared';

/** Starts closing a toast (its exit animation plays, then the viewport calls removeToast). */
export function closeToast(id: string): void {
  updateToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: string): void {
  updateToasts((list) => list.filter((t) => t.id !== id));
}
