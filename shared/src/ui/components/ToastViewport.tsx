import { useTheme } from '@emotion/react';
import { useUiText } from '../text.tsx';
import { Toast, type ToastData } from './Toast.tsx';

export interface ToastViewportProps {
  /** Current toasts, oldest first. The list lives in the shell's state. */
  toasts: ToastData[];
  onClose?: (id: string) => void;
  /** Remove the toast from the list (150 ms after it closed). */
  onRemove: (id: string) => void;
  /** Accessible name of the region; default "Notifications". */
  label?: string;
}

/** Fixed stack of toasts at the bottom end of the screen (full width on phones). */
export function ToastViewport({ toasts, onClose, onRemove, label }: ToastViewportProps) {
  const t = useTheme();
  const text = useUiText();
  return (
    <section
      aria-label={label ?? text.notifications}
      css={{
        position: 'fixed',
        zIndex: t.zIndex.toast,
        insetBlockEnd: t.space(4),
        insetInline: t.space(3),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: t.space(2.5),
        pointerEvents: 'none',
        [t.mq.sm]: { insetInlineStart: 'auto', insetInlineEnd: t.space(6), insetBlockEnd: t.space(6), inlineSize: '380px' },
      }}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onClose={onClose} onRemove={onRemove} />
      ))}
    </section>
  );
}
