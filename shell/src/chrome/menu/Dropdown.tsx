import { useTheme } from '@emotion/react';
import {
  cloneElement,
  isValidElement,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Button, ChevronIcon, getDir, POPPER_DISPOSE_MS, type ButtonVariant, type Direction } from '@portal/shared/ui';
import { mergeRefs, usePresence } from './hooks.ts';
import { preloadMenuPanel, useMenuPanel } from './load.ts';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
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
  /** Panel edge aligned with the trigger's: 'start' (default) or 'end' (mirrored in right-to-left). */
  align?: 'start' | 'end';
  /** Variant of the default trigger button; default 'outline'. */
  variant?: ButtonVariant;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu button: opens below its trigger on click, or with Enter, Space or ArrowDown (ArrowUp
 * focuses the last item). Arrows, Home and End move; Escape closes and returns focus; choosing an
 * item or clicking outside closes. The trigger is ours (first paint); the panel is a Radix menu
 * loaded on first intent (ADR 0009).
 */
export function Dropdown({ label, trigger, children, align = 'start', variant = 'outline', onOpenChange, ...rest }: DropdownProps) {
  const t = useTheme();
  const menuId = useId();
  const triggerId = useId();
  const [open, setOpenState] = useState(false);
  const [dir, setDir] = useState<Direction>('ltr');
  const focusOnOpen = useRef<'first' | 'last' | null>('first');
  const anchor = useRef<HTMLElement | null>(null);
  const { mounted } = usePresence(open, POPPER_DISPOSE_MS);
  const menuPanel = useMenuPanel(mounted);

  const setOpen = (next: boolean, focus: 'first' | 'last' = 'first') => {
    focusOnOpen.current = focus;
    if (next) setDir(getDir(anchor.current));
    setOpenState(next);
    if (next !== open) onOpenChange?.(next);
  };

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

  const base: ReactElement<TriggerProps> =
    trigger && isValidElement(trigger) ? (
      trigger
    ) : (
      <Button
        variant={variant}
        endIcon={<ChevronIcon direction="down" size={16} css={{ transition: `transform ${t.motion.fast}`, transform: open ? 'rotate(180deg)' : undefined }} />}
      >
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
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      tp.onPointerEnter?.(e);
      preloadMenuPanel();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      tp.onFocus?.(e);
      preloadMenuPanel();
    },
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
      {mounted && menuPanel ? (
        <menuPanel.MenuPanel
          open={open}
          anchor={anchor}
          dir={dir}
          align={align}
          id={menuId}
          aria-label={rest['aria-label']}
          aria-labelledby={rest['aria-label'] ? undefined : triggerId}
          focusOnOpen={focusOnOpen}
          onClose={(reason) => {
            setOpen(false);
            if (reason !== 'outside') anchor.current?.focus();
          }}
        >
          {children}
        </menuPanel.MenuPanel>
      ) : null}
    </>
  );
}
