import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a pointer press outside every one of `refs` calls `onOutside` (a popup's
 * light dismiss). The latest callback is used without re-subscribing.
 */
export function useOutsidePointerDown(active: boolean, refs: ReadonlyArray<RefObject<Element | null>>, onOutside: () => void): void {
  const callback = useRef(onOutside);
  callback.current = onOutside;
  const targets = useRef(refs);
  targets.current = refs;
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!targets.current.some((ref) => ref.current?.contains(target))) callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active]);
}
