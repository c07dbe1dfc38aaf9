// The toast's data and the viewport's props, apart from both components: the viewport loads the
// Radix-based stack (Toast.tsx) on first use, and that stack needs these types.
import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'danger';

export interface ToastData {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  title?: ReactNode;
  /** Auto-close after this many ms (default 4000); 0 or Infinity keeps it until dismissed. */
  duration?: number;
  /** Set to false to close it from outside (it animates out, then onRemove runs). */
  open?: boolean;
}

export interface ToastViewportProps {
  /** Current toasts, oldest first. The list lives with the caller (the shell's state). */
  toasts: ToastData[];
  /** The toast starts closing (its time ran out, it was dismissed or swiped away). */
  onClose?: (id: string) => void;
  /** The toast left the page after its exit animation: take it out of the list. */
  onRemove: (id: string) => void;
  /** Accessible name of the region; default "Notifications (F8)". */
  label?: string;
  /** Said before each announcement; default "Notification". */
  announceLabel?: string;
  /** Where announcements are spoken from; default document.body. */
  announcerContainer?: HTMLElement | null;
}
