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
import { Button, ChevronIcon, getDir, POPPER_DISPOSE_MS, type Direction } from '@portal/shared/ui';
import { mergeRefs, usePresence, useTimer } from './hooks.ts';
import { preloadMenuPanel, useMenuPanel } from './load.ts';

/** Menu: opens on hover or focus, hides 400 ms after the pointer or focus leaves (docs/product.md). */
export const MENU_HIDE_DELAY_MS = 400;

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
};

export interface MenuProps {
  /** Text of the default trigger. */
  label?: ReactNode;
  /** Custom trigger (button or link taking a ref), e.g. an avatar button in the header. */
  trigger?: ReactElement<TriggerProps>;
  /** MenuItem elements. */
  children: ReactNode;
  'aria-label'?: string;
  /** Panel edge aligned with the trigger's (mirrored in right-to-left). */
  align?: 'start' | 'end';
  /** Default 400 ms (docs/product.md). */
  hideDelay?: number;
}

const ITEM = '[role^="menuitem"]:not([data-disabled])';

/**
 * A hover menu (header navigation, user menu): opens when the pointer is over its trigger or the
 * trigger has focus, stays while the pointer or focus is on the trigger or the panel, and hides
 * 400 ms after both are left; the panel is disposed 150 ms later. A click opens it (touch
 * screens); ArrowDown moves into it; Escape closes it and returns focus. The panel is a Radix
 * menu loaded on first intent (ADR 0009); the hover and focus timing is ours (docs/product.md).
 */
export function Menu({ label, trigger, children, align = 'start', hideDelay = MENU_HIDE_DELAY_MS, ...rest }: MenuProps) {
  const t = useTheme();
  const menuId = useId();
  const triggerId = useId();
  const [open, setOpenState] = useState(false);
  const [dir, setDir] = useState<Direction>('ltr');
  const anchor = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement | null>(null);
  const focusOnOpen = useRef<'first' | null>(null);
  const suppressFocusOpen = useRef(false);
  const hideTimer = useTimer();
  const { mounted } = usePresence(open, POPPER_DISPOSE_MS);
  const menuPanel = useMenuPanel(mounted);

  const show = (focus: 'first' | null = null) => {
    hideTimer.clear();
    if (!open) {
      focusOnOpen.current = focus;
      setDir(getDir(anchor.current));
    }
    setOpenState(true);
  };
  const scheduleHide = () => hideTimer.set(() => setOpenState(false), hideDelay);
  const hideNow = () => {
    hideTimer.clear();
    setOpenState(false);
  };
  const leaving = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (next && (panel.current?.contains(next) || anchor.current?.contains(next))) return;
    scheduleHide();
  };

  const base: ReactElement<TriggerProps> =
    trigger && isValidElement(trigger) ? (
      trigger
    ) : (
      <Button variant="link" endIcon={<ChevronIcon direction="down" size={16} />} css={{ color: t.color.text }}>
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
      if (e.pointerType !== 'touch') show();
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      tp.onPointerLeave?.(e);
      if (e.pointerType !== 'touch') scheduleHide();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      tp.onFocus?.(e);
      if (suppressFocusOpen.current) suppressFocusOpen.current = false;
      else show();
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      tp.onBlur?.(e);
      leaving(e);
    },
    onClick: (e: MouseEvent<HTMLElement>) => {
      tp.onClick?.(e);
      // Touch: a tap opens. (A mouse click lands on a menu hover already opened: keep it open.)
      if (!open) show();
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      tp.onKeyDown?.(e);
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        if (open) panel.current?.querySelector<HTMLElement>(ITEM)?.focus();
        else show('first');
      }
    },
  } as TriggerProps & Record<string, unknown>);

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
          keepOnFocusOutside
          panelRef={panel}
          panelProps={{
            onPointerEnter: (e) => e.pointerType !== 'touch' && show(),
            onPointerLeave: (e) => e.pointerType !== 'touch' && scheduleHide(),
            onFocus: () => show(),
            onBlur: leaving,
          }}
          onClose={(reason) => {
            hideNow();
            if (reason === 'outside' || document.activeElement === anchor.current) return;
            // Focus goes back to the trigger without reopening the menu there.
            suppressFocusOpen.current = true;
            anchor.current?.focus();
          }}
        >
          {children}
        </menuPanel.MenuPanel>
      ) : null}
    </>
  );
}
