import type { CSSObject, Theme } from '@emotion/react';
import { popIn, popOut } from './animations.ts';

/** The look of a dropdown or menu panel (behaviour comes from the library, see overlays/impl.tsx). */
export function menuPanelStyles(t: Theme, state: 'open' | 'closed'): CSSObject {
  return {
    zIndex: t.zIndex.dropdown,
    minInlineSize: '200px',
    maxInlineSize: 'min(320px, calc(100vw - 16px))',
    maxBlockSize: 'min(420px, calc(100dvh - 96px))',
    overflowY: 'auto',
    padding: t.space(1.5),
    backgroundColor: t.color.elevated,
    color: t.color.text,
    border: `1px solid ${t.color.border}`,
    borderRadius: t.radius.lg,
    boxShadow: t.shadow.lg,
    transformOrigin: 'top',
    animation: state === 'open' ? `${popIn} ${t.motion.fast} ${t.motion.easeOut} both` : `${popOut} ${t.motion.fast} ${t.motion.easing} both`,
    '&:focus-visible': { outline: 'none' },
  };
}
