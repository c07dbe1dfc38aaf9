import { useTheme } from '@emotion/react';
import {
  cloneElement,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { ChevronIcon } from '../icons/icons.tsx';
import { getDir, mergeRefs, type Direction } from '../internal/dom.ts';
import { focusMenuItem, handleMenuNavigation, isMenuItem, menuPanelStyles } from '../internal/menu.ts';
import { Portal } from '../internal/Portal.tsx';
import { useFloating, type Align } from '../internal/useFloating.ts';
import { useOutsidePointerDown } from '../internal/useOutsidePointerDown.ts';
import { usePresence } from '../internal/usePresence.ts';
import { DROPDOWN_DISTANCE_PX, DROPDOWN_PLACEMENT, POPPER_DISPOSE_MS } from '../timing.ts';
import { Button, type ButtonVariant } from './Button.tsx';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
};

export interface DropdownProps {
  /** Text of the default trigger button. */
  label?: ReactNode;
  /** A custom trigger (a button that takes a ref); replaces `label`. */
  trigger?: ReactElement<TriggerProps>;
  /** MenuItem elements (and MenuSeparator). */
  children: ReactNode;
  /** Accessible name of the menu; defaults to the trigger's text. */
  'aria-label'?: string;
  /** Panel edge aligned with the trigger's: 'start' (default) or 'end'. */
  align?: Exclude<Align, 'center'>;
  /** Variant of the default trigger button; default 'outline'. */
  variant?: ButtonVariant;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu button: opens below its trigger on click, or with Enter, Space or ArrowDown (ArrowUp
 * focuses the last item). Arrows, Home and End move; Escape closes and returns focus; choosing an
 * item or clicking outside closes.
 */
export function Dropdown({ label, trigger, children, align = 'start', variant = 'outline', onOpenChange, ...rest }: DropdownProps) {
  const t = useTheme();
  const menuId = useId();
  const triggerId = useId();
  const [open, setOpenState] = useState(false);
  const [dir, setDir] = useState<Direction>();
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const anchor = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { mounted, state } = usePresence(open, POPPER_DISPOSE_MS);
  const { style } = useFloating(anchor, panel, { open: mounted, placement: DROPDOWN_PLACEMENT, align, distance: DROPDOWN_DISTANCE_PX });

  const setOpen = (next: boolean, focus: 'first' | 'last' = 'first') => {
    focusOnOpen.current = focus;
    if (next) setDir(getDir(anchor.current));
    setOpenState(next);
    if (next !== open) onOpenChange?.(next);
  };
  const closeAndReturn = () => {
    setOpen(false);
    anchor.current?.focus();
  };

  useLayoutEffect(() => {
    if (open) focusMenuItem(panel.current, focusOnOpen.current);
  }, [open]);

  useOutsidePointerDown(open, [panel, anchor], () => {
    setOpenState(false);
    onOpenChange?.(false);
  });

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true, 'first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true, 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (handleMenuNavigation(e, panel.current)) return;
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      closeAndReturn();
    }
  };

  const onPanelClick = (e: MouseEvent<HTMLDivElement>) => {
    if (isMenuItem(e.target) && (e.target as Element).closest('[aria-disabled="true"]') === null) closeAndReturn();
  };

  const base: ReactElement<TriggerProps> =
    trigger && isValidElement(trigger) ? (
      trigger
    ) : (
      <Button variant={variant} endIcon={<ChevronIcon direction="down" size={16} css={{ transition: `transform ${t.motion.fast}`, transform: open ? 'rotate(180deg)' : undefined }} />}>
        {label}
      </Button>
    );
  const tp = base.props;
  const triggerEl = cloneElement(base, {
    ref: mergeRefs(anchor, tp.ref),
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': mounted ? menuId : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => {
      tp.onClick?.(e);
      // Keyboard activation was handled on keydown (detail 0 is a keyboard-made click).
      if (e.detail === 0 && open) return;
      setOpen(!open);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      tp.onKeyDown?.(e);
      if (!e.defaultPrevented) onTriggerKeyDown(e);
    },
  } as TriggerProps & { id: string });

  return (
    <>
      {triggerEl}
      {mounted ? (
        <Portal dir={dir}>
          <div
            ref={panel}
            id={menuId}
            role="menu"
            aria-label={rest['aria-label']}
            aria-labelledby={rest['aria-label'] ? undefined : triggerId}
            data-state={state}
            tabIndex={-1}
            style={style}
            onKeyDown={onPanelKeyDown}
            onClick={onPanelClick}
            css={menuPanelStyles(t, state)}
          >
            {children}
          </div>
        </Portal>
      ) : null}
    </>
  );
}
