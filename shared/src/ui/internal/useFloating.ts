import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { getDir } from './dom.ts';

export type Placement = 'top' | 'bottom';
export type Align = 'center' | 'start' | 'end';

const VIEWPORT_MARGIN = 8;

/**
 * Positions a fixed floating element next to its anchor: above or below (flipping when there is no
 * room), centred or aligned to the anchor's start/end edge in the anchor's writing direction.
 */
export function useFloating(
  anchor: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  { open, placement, align, distance }: { open: boolean; placement: Placement; align: Align; distance: number },
): { style: CSSProperties; placement: Placement } {
  const [pos, setPos] = useState<{ top: number; left: number; placement: Placement } | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const a = anchor.current;
      const f = floating.current;
      if (!a || !f) return;
      const ar = a.getBoundingClientRect();
      const fw = f.offsetWidth;
      const fh = f.offsetHeight;
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      let side = placement;
      if (side === 'top' && ar.top - fh - distance < VIEWPORT_MARGIN && ar.bottom + fh + distance <= vh) side = 'bottom';
      else if (side === 'bottom' && ar.bottom + fh + distance > vh - VIEWPORT_MARGIN && ar.top - fh - distance >= 0) side = 'top';
      const top = side === 'top' ? ar.top - fh - distance : ar.bottom + distance;
      const rtl = getDir(a) === 'rtl';
      let left: number;
      if (align === 'center') left = ar.left + ar.width / 2 - fw / 2;
      else if ((align === 'start') !== rtl) left = ar.left;
      else left = ar.right - fw;
      left = Math.max(VIEWPORT_MARGIN, Math.min(left, vw - fw - VIEWPORT_MARGIN));
      setPos((p) => (p && p.top === top && p.left === left && p.placement === side ? p : { top, left, placement: side }));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, anchor, floating, placement, align, distance]);

  return {
    style: pos ? { position: 'fixed', top: pos.top, left: pos.left } : { position: 'fixed', top: 0, left: 0, visibility: 'hidden' },
    placement: pos?.placement ?? placement,
  };
}
