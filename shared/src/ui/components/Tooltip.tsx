import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { getDir, mergeRefs, type Direction } from '../internal/dom.ts';
import { preloadOverlays, useOverlays } from '../internal/overlays/load.ts';
import { usePresence } from '../internal/usePresence.ts';
import { useTimer } from '../internal/useTimer.ts';
import { POPPER_DISPOSE_MS, TOOLTIP_DISTANCE_PX, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_PLACEMENT, TOOLTIP_SHOW_DELAY_MS } from '../timing.ts';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

export interface TooltipProps {
  /** Text of the tooltip (short; no interactive content). */
  content: ReactNode;
  /** One focusable element (a button or link) that takes a ref. */
  children: ReactElement<TriggerProps>;
  placement?: 'top' | 'bottom';
  showDelay?: number;
  hideDelay?: number;
  distance?: number;
  disabled?: boolean;
}

/**
 * Describes its trigger (aria-describedby). Shown 200 ms after hover or keyboard focus, hidden at
 * once on leave, blur or Escape; placed on top, 5 px away, flipping below when there is no room
 * (placement by @floating-ui/react, loaded on first hover or focus, ADR 0009).
 */
export function Tooltip({
  content,
  children,
  placement = TOOLTIP_PLACEMENT,
  showDelay = TOOLTIP_SHOW_DELAY_MS,
  hideDelay = TOOLTIP_HIDE_DELAY_MS,
  distance = TOOLTIP_DISTANCE_PX,
  disabled = false,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useTimer();
  const anchor = useRef<HTMLElement | null>(null);
  const { mounted } = usePresence(open && !disabled, POPPER_DISPOSE_MS);
  const overlays = useOverlays(mounted);

  const [dir, setDir] = useState<Direction>('ltr');
  const show = () => {
    preloadOverlays();
    timer.set(() => {
      setDir(getDir(anchor.current));
      setOpen(true);
    }, showDelay);
  };
  const hide = () => {
    if (hideDelay > 0) timer.set(() => setOpen(false), hideDelay);
    else {
      timer.clear();
      setOpen(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!isValidElement(children)) return children;
  const p = children.props;
  const visible = open && !disabled && overlays !== null;
  const trigger = cloneElement(children, {
    ref: mergeRefs(anchor, p.ref),
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      p.onPointerEnter?.(e);
      if (e.pointerType !== 'touch') show();
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      p.onPointerLeave?.(e);
      hide();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      p.onFocus?.(e);
      show();
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      p.onBlur?.(e);
      hide();
    },
    'aria-describedby': [p['aria-describedby'], visible ? id : null].filter(Boolean).join(' ') || undefined,
  });

  return (
    <>
      {trigger}
      {mounted && overlays ? (
        <overlays.TooltipBubble open={open && !disabled} anchor={anchor} dir={dir} placement={placement} distance={distance} id={id}>
          {content}
        </overlays.TooltipBubble>
      ) : null}
    </>
  );
}
