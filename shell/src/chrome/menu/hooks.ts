// Small helpers of the shell's menus (the kit keeps its own copies for its Dialog).
import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef, type ElementType, type ReactNode, type Ref, type RefCallback } from 'react';
import { POPPER_DISPOSE_MS } from '@portal/shared/ui';

/** Keeps an element mounted for `exitMs` after `open` turns false so it can animate out; `state` drives the animation. */
export function usePresence(open: boolean, exitMs: number = POPPER_DISPOSE_MS) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const id = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(id);
  }, [open, mounted, exitMs]);
  return { mounted: open || mounted, state: open ? ('open' as const) : ('closed' as const) };
}

/** One pending timeout at a time; cleared on unmount. */
export function useTimer() {
  const id = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    if (id.current !== undefined) clearTimeout(id.current);
    id.current = undefined;
  }, []);
  const set = useCallback(
    (fn: () => void, ms: number) => {
      clear();
      id.current = setTimeout(() => {
        id.current = undefined;
        fn();
      }, ms);
    },
    [clear],
  );
  useEffect(() => clear, [clear]);
  return { set, clear };
}

export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

/** Props of a component that renders as `C` (`as` prop), with its own props taking precedence. */
export type PolymorphicProps<C extends ElementType, Own> = Own & { as?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | 'as'>;

/** What a polymorphic component renders internally (props are checked at its public boundary). */
export type AnyComponent = (props: Record<string, unknown>) => ReactNode;
