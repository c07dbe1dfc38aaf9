import { useEffect, useState } from 'react';
import { POPPER_DISPOSE_MS } from '../timing.ts';

/**
 * Keeps an element mounted for `exitMs` after `open` turns false so it can animate out.
 * `state` drives the enter/exit animation (`data-state`).
 */
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
