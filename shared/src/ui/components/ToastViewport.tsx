import { useEffect, useState, type ReactNode } from 'react';
import type { ToastViewportProps } from './toast-types.ts';

export type { ToastData, ToastKind, ToastViewportProps } from './toast-types.ts';

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
