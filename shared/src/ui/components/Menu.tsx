import { useTheme } from '@emotion/react';
import {
  cloneElement,
  isValidElement,
  useId,
  useLayoutEffect,
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
import { ChevronIcon } from '../icons/icons.tsx';
import { getDir, mergeRefs, type Direction } from '../internal/dom.ts';
import { focusMenuItem, handleMenuNavigation, isMenuItem, menuPanelStyles } from '../internal/menu.ts';
import { Portal } from '../internal/Portal.tsx';
import { useFloating, type Align } from '../internal/useFloating.ts';
import { useOutsidePointerDown } from '../internal/useOutsidePointerDown.ts';
import { usePresence } from '../internal/usePresence.ts';
import { useTimer } from '../internal/useTimer.ts';
import { DROPDOWN_DISTANCE_PX, MENU_HIDE_DELAY_MS, POPPER_DISPOSE_MS } from '../timing.ts';
import { Button } from './Button.tsx';

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
  align?: Exclude<Align, 'center'>;
  /** Default 400 ms (SPEC 9). */
  hideDelay?: number;
}

/**
 * A hover menu (header navigation, user menu): opens when the pointer is over its trigger or the
 * trigger has focus, stays while the pointer or focus is on the trigger or the panel, and hides
 * 400 ms after both are left; the panel is disposed 150 ms later. A click toggles it (touch
 * screens); ArrowDown moves into it; Escape closes it and returns focus.
 */
export function Menu({ label, trigger, children, align = 'start', hideDelay = MENU_HIDE_DELAY_MS, ...rest }: MenuProps) {
  const t = useTheme();
  const menuId = useId();
  const triggerId = useId();
  const [open, setOpenState] = useState(false);
  const [dir, setDir] = useState<Direction>();
  const anchor = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hideTimer = useTimer();
  const { mounted, state } = usePresence(open, POPPER_DISPOSE_MS);
  const { style } = useFloating(anchor, panel, { open: mounted, placement: 'bottom', align, distance: DROPDOWN_DISTANCE_PX });

  const pendingFocus = useRef(false);
  const suppressFocusOpen = useRef(false);
  useLayoutEffect(() => {
    if (open && pendingFocus.current) {
      pendingFocus.current = false;
      focusMenuItem(panel.current, 'first');
    }
  }, [open]);

  const show = () => {
    hideTimer.clear();
    if (!open) setDir(getDir(anchor.current));
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

  useOutsidePointerDown(open, [panel, anchor], hideNow);

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
      // Touch: a tap toggles. (A mouse click lands on an open menu: keep it open.)
      if (!open) show();
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      tp.onKeyDown?.(e);
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        if (open) focusMenuItem(panel.current, 'first');
        else {
          pendingFocus.current = true;
          show();
        }
      } else if (e.key === 'Escape' && open) {
        e.preventDefault();
        hideNow();
      }
    },
  } as TriggerProps & Record<string, unknown>);

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
            onPointerEnter={show}
            onPointerLeave={(e) => e.pointerType !== 'touch' && scheduleHide()}
            onFocus={show}
            onBlur={leaving}
            onKeyDown={(e) => {
              if (handleMenuNavigation(e, panel.current)) return;
              if (e.key === 'Escape') {
                e.preventDefault();
                hideNow();
                suppressFocusOpen.current = true;
                anchor.current?.focus();
              }
            }}
            onClick={(e) => {
              if (isMenuItem(e.target)) hideNow();
            }}
            css={menuPanelStyles(t, state)}
          >
            {children}
          </div>
        </Portal>
      ) : null}
    </>
  );
}
