import { useEffect, useState, type ReactNode } from 'react';

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

type Stack = (props: ToastViewportProps) => ReactNode;

/**
 * Fixed stack of toasts at the bottom end of the screen (full width on phones). Timing, pausing on
 * hover and focus, dismissal, swipe, F8 and announcements are Radix Toast's.
 */
export function ToastViewport(props: ToastViewportProps) {
  const [Stack, setStack] = useState<Stack | null>(null);
  const wanted = props.toasts.length > 0;
  // Radix Toast comes with the first toast: none shows during the first paint, so its code stays
  // out of the first visit's bytes (ADR 0059). Once there, the viewport stays, so F8 keeps reaching it.
  // A plain import rather than React.lazy: a Suspense reveal may wait on a timer, and toasts are timed.
  useEffect(() => {
    if (!wanted || Stack) return;
    let live = true;
    import('./Toast.tsx').then(
      (m) => live && setStack(() => m.ToastStack),
      (error: unknown) =>
        // thrown while rendering, so the caller's error boundary sees a failed load
        live &&
        setStack(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [wanted, Stack]);
  return Stack ? <Stack {...props} /> : null;
}
