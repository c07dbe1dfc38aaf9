import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ColorMode } from '../theme/createTheme.ts';
import { PortalThemeProvider } from '../theme/ThemeProvider.tsx';

// jsdom has no PointerEvent: without it fireEvent.pointerDown() drops clientX, pointerId and pointerType.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventShim;
}

/** Renders inside the portal theme (and optionally a right-to-left container). */
export function renderUi(ui: ReactElement, { mode = 'dark', dir, ...options }: RenderOptions & { mode?: ColorMode; dir?: 'ltr' | 'rtl' } = {}) {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <PortalThemeProvider mode={mode} primary="#2f80ff">
      {dir ? <div dir={dir}>{children}</div> : children}
    </PortalThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
