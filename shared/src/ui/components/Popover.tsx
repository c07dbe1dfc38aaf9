import {
  cloneElement,
  isValidElement,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { getDir, mergeRefs, type Direction } from '../internal/dom.ts';
import { preloadOverlays, useOverlays } from '../internal/overlays/load.ts';
import { usePresence } from '../internal/usePresence.ts';
import { DROPDOWN_PLACEMENT, POPPER_DISPOSE_MS } from '../timing.ts';
import { Button, type ButtonVariant } from './Button.tsx';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
};

export interface PopoverProps {
  /** Text of the default trigger button. */
  label?: ReactNode;
  /** A custom trigger (a button that takes a ref); replaces `label`. */
  trigger?: ReactElement<TriggerProps>;
  /** Interactive content (a short form, details, a share panel). */
  children: ReactNode;
  /** Accessible name of the panel; defaults to the trigger's text. */
  'aria-label'?: string;
  /** Below (default, like a dropdown) or above the trigger; flips when there is no room. */
  placement?: 'top' | 'bottom';
  /** Panel edge aligned with the trigger's (start/end mirrored in right-to-left). */
  align?: 'start' | 'center' | 'end';
  variant?: ButtonVariant;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A non-modal panel of interactive content anchored to a button (role dialog): opens on click,
 * moves focus into itself, closes on Escape (focus back to the trigger), on a click outside or on
 * the trigger again. Radix Popover, loaded on first intent (ADR 0009).
 */
export function Popover({ label, trigger, children, placement = DROPDOWN_PLACEMENT, align = 'center', variant = 'outline', onOpenChange, ...rest }: PopoverProps) {
  const panelId = useId();
  const triggerId = useId();
  const [open, setOpenState] = useState(false);
  const [dir, setDir] = useState<Direction>('ltr');
  const anchor = useRef<HTMLElement | null>(null);
  const { mounted } = usePresence(open, POPPER_DISPOSE_MS);
  const overlays = useOverlays(mounted);

  const setOpen = (next: boolean) => {
    if (next) setDir(getDir(anchor.current));
    setOpenState(next);
    if (next !== open) onOpenChange?.(next);
  };

  const base: ReactElement<TriggerProps> = trigger && isValidElement(trigger) ? trigger : <Button variant={variant}>{label}</Button>;
  const tp = base.props;
  const triggerEl = cloneElement(base, {
    ref: mergeRefs(anchor, tp.ref),
    id: triggerId,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': mounted ? panelId : undefined,
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      tp.onPointerEnter?.(e);
      preloadOverlays();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      tp.onFocus?.(e);
      preloadOverlays();
    },
    onClick: (e: MouseEvent<HTMLElement>) => {
      tp.onClick?.(e);
      setOpen(!open);
    },
  } as TriggerProps & Record<string, unknown>);

  return (
    <>
      {triggerEl}
      {mounted && overlays ? (
        <overlays.PopoverPanel
          open={open}
          anchor={anchor}
          dir={dir}
          side={placement}
          align={align}
          id={panelId}
          aria-label={rest['aria-label']}
          aria-labelledby={rest['aria-label'] ? undefined : triggerId}
          onClose={(reason) => {
            setOpen(false);
            if (reason !== 'outside') anchor.current?.focus();
          }}
        >
          {children}
        </overlays.PopoverPanel>
      ) : null}
    </>
  );
}
