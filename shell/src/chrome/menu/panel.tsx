// The menu panel behind the shell's Dropdown and Menu: Radix's menu primitive (roving focus,
// typeahead, light dismiss, placement). Loaded lazily (load.ts, ADR 0009): the header's triggers are
// on every first paint, the library behind them is not. Nothing here may be imported directly.
import { useTheme } from '@emotion/react';
import * as RadixMenu from '@radix-ui/react-menu';
import { useCallback, useEffect, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import type { Direction } from '@portal/shared/ui';
import { MenuItemWrapperContext, type MenuItemWrapper } from './context.ts';
import { mergeRefs } from './hooks.ts';
import { menuPanelStyles } from './panel-styles.ts';

/** Distance between a dropdown or menu panel and its trigger. */
const DROPDOWN_DISTANCE_PX = 6;

export type CloseReason = 'escape' | 'outside' | 'select';

/** Keeps our own exit timing (docs/product.md: disposed 150 ms after hiding): the parts stay mounted while the kit's presence says so. */
const KEEP = true as const;
const VIEWPORT_PADDING = 8;

function isInside(anchor: RefObject<HTMLElement | null>, target: EventTarget | null) {
  return target instanceof Node && Boolean(anchor.current?.contains(target));
}

/**
 * Runs `effect` when shown (on mount while open, and on every reopen). Rendered inside the portalled
 * content, since the library's portal mounts a render later than the component that holds it; a
 * passive effect, so the content's own ref is attached by then.
 */
function OnShow({ open, effect }: { open: boolean; effect: () => void }) {
  const latest = useRef(effect);
  useLayoutEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (open) latest.current();
  }, [open]);
  return null;
}

/** A reason for the next close, set by the handler that causes it; an item's selection is the default. */
function useCloseReason() {
  const reason = useRef<CloseReason>('select');
  const take = useCallback(() => {
    const r = reason.current;
    reason.current = 'select';
    return r;
  }, []);
  return { reason, take };
}

// ---------------------------------------------------------------------------------------------
// Menus (Dropdown and the hover Menu)

export interface MenuPanelProps {
  open: boolean;
  anchor: RefObject<HTMLElement | null>;
  dir: Direction;
  align: 'start' | 'end';
  id: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Which item gets focus when it opens; null leaves focus where it is (a menu opened by hover). */
  focusOnOpen: RefObject<'first' | 'last' | null>;
  onClose: (reason: CloseReason) => void;
  /** A hover menu hides on its own delay when focus leaves, not at once. */
  keepOnFocusOutside?: boolean;
  panelRef?: Ref<HTMLDivElement>;
  /** Extra handlers on the panel (a hover menu's pointer and focus tracking). */
  panelProps?: Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'id' | 'role'>;
  children: ReactNode;
}

const ITEM = '[role^="menuitem"]:not([data-disabled])';

// The menu primitive focuses its panel when it mounts; a menu opened by hover must leave focus where
// it is, and we focus items ourselves (OnShow). Its content forwards this handler to the focus scope,
// though the public type does not list it (the Menu test checks that hover leaves focus alone).
const noMountFocus = { onOpenAutoFocus: (e: Event) => e.preventDefault() } as Record<string, unknown>;

export function MenuPanel({ open, anchor, dir, align, id, focusOnOpen, onClose, keepOnFocusOutside, panelRef, panelProps, children, ...aria }: MenuPanelProps) {
  const t = useTheme();
  const panel = useRef<HTMLDivElement>(null);
  const { reason, take } = useCloseReason();

  // Our own focus on (re)open: the panel stays mounted through its exit, so the library's mount-time autofocus would miss a reopen.
  const focusItem = () => {
    const which = focusOnOpen.current;
    if (!which) return;
    const items = Array.from(panel.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    (which === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  const Item = useCallback<MenuItemWrapper>(
    ({ disabled, textValue, children: item }) => (
      <RadixMenu.Item asChild disabled={disabled} textValue={textValue}>
        {item}
      </RadixMenu.Item>
    ),
    [],
  );

  return (
    <RadixMenu.Root open={open} onOpenChange={(next) => !next && open && onClose(take())} dir={dir} modal={false}>
      <RadixMenu.Anchor virtualRef={anchor} />
      <RadixMenu.Portal forceMount={KEEP}>
        <RadixMenu.Content
          forceMount={KEEP}
          ref={mergeRefs(panel, panelRef)}
          id={id}
          {...aria}
          {...panelProps}
          side="bottom"
          align={align}
          sideOffset={DROPDOWN_DISTANCE_PX}
          collisionPadding={VIEWPORT_PADDING}
          loop
          {...noMountFocus}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onEscapeKeyDown={() => (reason.current = 'escape')}
          onPointerDownOutside={(e) => {
            // The trigger toggles on its own; a press on it is not a light dismiss.
            if (isInside(anchor, e.target)) e.preventDefault();
            else reason.current = 'outside';
          }}
          onFocusOutside={(e) => {
            if (keepOnFocusOutside || isInside(anchor, e.target)) e.preventDefault();
            else reason.current = 'outside';
          }}
          onKeyDown={(e) => {
            panelProps?.onKeyDown?.(e);
            // Tab leaves a menu: close it and go on from the trigger (the library would swallow Tab).
            if (e.key === 'Tab') {
              e.preventDefault();
              onClose('escape');
            }
          }}
          css={menuPanelStyles(t, open ? 'open' : 'closed')}
        >
          <MenuItemWrapperContext.Provider value={Item}>{children}</MenuItemWrapperContext.Provider>
          <OnShow open={open} effect={focusItem} />
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
