import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { getDir, type Direction } from '../internal/dom.ts';
import type { DialogSize } from '../internal/overlays/impl.tsx';
import { useOverlays } from '../internal/overlays/load.ts';
import { usePresence } from '../internal/usePresence.ts';

export type { DialogSize };

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and (modal) a click on the backdrop. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for assistive tech only. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (end-aligned). */
  footer?: ReactNode;
  /** small 400, medium 520 (default), large 800, survey 600x750, fullscreen. */
  size?: DialogSize;
  /** `center` (default) or `bottom-end`, a corner prompt (bottom-left in right-to-left, ADR 0008). */
  placement?: 'center' | 'bottom-end';
  /** Default true: backdrop, focus trap, page scroll locked. A non-modal dialog does not take focus. */
  modal?: boolean;
  /** No padding around the body (e.g. an embedded iframe). */
  flush?: boolean;
  closeOnBackdropClick?: boolean;
  /** Hide the close button (Escape still closes). */
  hideCloseButton?: boolean;
  /** Element to focus on open; default the first focusable element inside the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  dir?: Direction;
  className?: string;
}

/**
 * An accessible dialog on Radix Dialog (loaded with the first open, ADR 0009): labelled by its
 * title, traps focus (modal), closes on Escape and returns focus where it was; disposed 150 ms
 * after closing (exit animation).
 */
export function Dialog({
  open,
  size = 'medium',
  placement = 'center',
  modal = true,
  flush = false,
  closeOnBackdropClick = true,
  hideCloseButton = false,
  dir,
  ...rest
}: DialogProps) {
  const { mounted } = usePresence(open);
  const overlays = useOverlays(mounted);
  const opener = useRef<HTMLElement | null>(null);
  const [direction, setDirection] = useState<Direction | undefined>(dir);

  useLayoutEffect(() => {
    if (!open) return;
    // Remember who had focus (to give it back) and the direction of the page part that opened us.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement ? active : document.body;
    setDirection(dir ?? getDir(opener.current));
  }, [open, dir]);

  useEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    if (back && back !== document.body && back.isConnected && modal) back.focus();
  }, [open, modal]);

  if (!mounted || !overlays) return null;
  return (
    <overlays.DialogPanel
      open={open}
      size={size}
      placement={placement}
      modal={modal}
      flush={flush}
      closeOnBackdropClick={closeOnBackdropClick}
      hideCloseButton={hideCloseButton}
      dir={direction}
      {...rest}
    />
  );
}
