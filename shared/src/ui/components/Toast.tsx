// The toast stack on Radix Toast (ADR 0059), loaded lazily by ToastViewport. Radix runs the
// countdown (paused while the viewport is hovered or holds focus, and while the window is in
// the background), dismissal (button, Escape, swipe), the F8 hotkey and the announcements;
// this file gives it the kit's look and keeps the caller's list in step.
import { keyframes, useTheme } from '@emotion/react';
import { Toast as RadixToast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport as RadixViewport } from '@radix-ui/react-toast';
import { useEffect, useRef, useState } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../icons/icons.tsx';
import { getDir } from '../internal/dom.ts';
import { TOAST_DURATION_MS, TOAST_REMOVE_MS } from '../timing.ts';
import { useUiText } from '../text.tsx';
import { IconButton } from './IconButton.tsx';
import type { ToastData, ToastViewportProps } from './toast-types.ts';

const HOTKEY = 'F8';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.96)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});
const exit = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});
// A swiped toast fades where the finger left it.
const swipeOut = keyframes({
  from: { opacity: 1, transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { opacity: 0, transform: 'translateX(var(--radix-toast-swipe-end-x))' },
});

/** Takes the toast out of the caller's list once Radix has unmounted it (after the exit animation). */
function RemoveAfterExit({ open, onRemove }: { open: boolean; onRemove: () => void }) {
  const latest = useRef({ open, onRemove });
  useEffect(() => {
    latest.current = { open, onRemove };
  });
  // Only a closed toast is removed: an open one unmounts only with the whole stack.
  useEffect(
    () => () => {
      if (!latest.current.open) latest.current.onRemove();
    },
    [],
  );
  return null;
}

interface ToastItemProps {
  toast: ToastData;
  onClose?: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One notification: success is announced politely, danger at once (Radix's foreground type). */
function ToastItem({ toast, onClose, onRemove }: ToastItemProps) {
  const t = useTheme();
  const text = useUiText();
  const { id, kind, message, title, duration, open: openProp = true } = toast;
  // Closed here at once, whether or not the caller mirrors it in `open`.
  const [dismissed, setDismissed] = useState(false);
  const open = openProp && !dismissed;
  const colors = t.color[kind];
  const Icon = kind === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <RadixToast
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setDismissed(true);
        onClose?.(id);
      }}
      // Radix reads 0 as "the provider's default"; for us 0 means "until dismissed".
      duration={duration === 0 ? Infinity : duration}
      type={kind === 'danger' ? 'foreground' : 'background'}
      data-kind={kind}
      css={{
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: t.space(3),
        inlineSize: '100%',
        padding: t.space(3.5, 3, 3.5, 4),
        paddingInlineStart: t.space(5),
        backgroundColor: t.color.elevated,
        color: t.color.text,
        border: `1px solid ${t.color.border}`,
        borderRadius: t.radius.lg,
        boxShadow: t.shadow.lg,
        overflow: 'hidden',
        pointerEvents: 'auto',
        animation: `${enter} ${t.motion.base} ${t.motion.easeOut} both`,
        '&[data-state=closed]': { animation: `${exit} ${TOAST_REMOVE_MS}ms ${t.motion.easing} both` },
        '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
        '&[data-swipe=cancel]': { transform: 'translateX(0)', transition: `transform ${t.motion.base} ${t.motion.easeOut}` },
        '&[data-swipe=end]': { animation: `${swipeOut} ${TOAST_REMOVE_MS}ms ${t.motion.easeOut} both` },
        '&:focus-visible': t.focusRing,
        '&::before': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          inlineSize: '4px',
          backgroundColor: colors.text,
        },
      }}
    >
      <span css={{ display: 'flex', color: colors.text, marginBlockStart: '1px' }}>
        <Icon size={20} />
      </span>
      <div css={{ flex: 1, minInlineSize: 0, paddingBlockStart: '1px' }}>
        {title ? <ToastTitle css={{ ...t.text.title, fontSize: t.fontSize.sm }}>{title}</ToastTitle> : null}
        <ToastDescription css={{ ...t.text.bodySmall, color: title ? t.color.textMuted : t.color.text }}>{message}</ToastDescription>
      </div>
      <ToastClose asChild>
        <IconButton aria-label={text.dismiss} size="small" css={{ marginBlock: '-4px' }}>
          <CloseIcon size={16} />
        </IconButton>
      </ToastClose>
      <RemoveAfterExit open={open} onRemove={() => onRemove(id)} />
    </RadixToast>
  );
}

export function ToastStack({ toasts, onClose, onRemove, label, announceLabel, announcerContainer }: ToastViewportProps) {
  const t = useTheme();
  const text = useUiText();
  // Swiping away goes towards the inline end, which is the left in right-to-left pages.
  const swipeDirection = getDir(announcerContainer) === 'rtl' ? 'left' : 'right';
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      label={announceLabel ?? 'Notification'}
      swipeDirection={swipeDirection}
      announcerContainer={announcerContainer ?? undefined}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={onClose} onRemove={onRemove} />
      ))}
      <RadixViewport
        hotkey={[HOTKEY]}
        label={label ?? `${text.notifications} ({hotkey})`}
        css={{
          position: 'fixed',
          zIndex: t.zIndex.toast,
          insetBlockEnd: t.space(4),
          insetInline: t.space(3),
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: t.space(2.5),
          margin: 0,
          padding: 0,
          listStyle: 'none',
          pointerEvents: 'none',
          '&:focus-visible': t.focusRing,
          [t.mq.sm]: { insetInlineStart: 'auto', insetInlineEnd: t.space(6), insetBlockEnd: t.space(6), inlineSize: '380px' },
        }}
      />
    </ToastProvider>
  );
}
