import { keyframes, useTheme } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../icons/icons.tsx';
import { TOAST_DURATION_MS, TOAST_REMOVE_MS } from '../timing.ts';
import { useUiText } from '../text.tsx';
import { IconButton } from './IconButton.tsx';

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

export interface ToastProps {
  toast: ToastData;
  /** The toast starts closing (timer ran out, dismissed, or `open` became false). */
  onClose?: (id: string) => void;
  /** 150 ms after closing: remove it from the list. */
  onRemove: (id: string) => void;
}

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.96)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});
const exit = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});

/**
 * One notification. Closes itself after `duration`; the countdown pauses while it is hovered or
 * has focus and resumes with the time that was left. Success is a polite status, danger an alert.
 */
export function Toast({ toast, onClose, onRemove }: ToastProps) {
  const t = useTheme();
  const text = useUiText();
  const { id, kind, message, title, duration = TOAST_DURATION_MS, open = true } = toast;
  const [closing, setClosing] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const callbacks = useRef({ onClose, onRemove });
  useEffect(() => {
    callbacks.current = { onClose, onRemove };
  });

  const closed = useRef(false);
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    setClosing(true);
    callbacks.current.onClose?.(id);
  }, [id]);

  useEffect(() => {
    if (!open) close();
  }, [open, close]);

  // Countdown, paused while hovered or focused.
  const paused = hovered || focused;
  useEffect(() => {
    if (closing || paused || !Number.isFinite(duration) || duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [closing, paused, duration, close]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => callbacks.current.onRemove(id), TOAST_REMOVE_MS);
    return () => clearTimeout(timer);
  }, [closing, id]);

  const colors = t.color[kind];
  const Icon = kind === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div
      role={kind === 'danger' ? 'alert' : 'status'}
      aria-live={kind === 'danger' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-kind={kind}
      data-state={closing ? 'closed' : 'open'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
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
        animation: closing
          ? `${exit} ${TOAST_REMOVE_MS}ms ${t.motion.easing} both`
          : `${enter} ${t.motion.base} ${t.motion.easeOut} both`,
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
        {title ? <p css={{ ...t.text.title, fontSize: t.fontSize.sm }}>{title}</p> : null}
        <div css={{ ...t.text.bodySmall, color: title ? t.color.textMuted : t.color.text }}>{message}</div>
      </div>
      <IconButton aria-label={text.dismiss} size="small" onClick={close} css={{ marginBlock: '-4px' }}>
        <CloseIcon size={16} />
      </IconButton>
    </div>
  );
}
