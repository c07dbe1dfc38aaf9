import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Direction } from './dom.ts';

/** Renders into document.body, keeping the writing direction of where it came from. */
export function Portal({ children, dir }: { children: ReactNode; dir?: Direction }) {
  if (typeof document === 'undefined') return null;
  return createPortal(<div dir={dir}>{children}</div>, document.body);
}
