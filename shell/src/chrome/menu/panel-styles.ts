import { keyframes, type CSSObject, type Theme } from '@emotion/react';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.97)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translateY(0) scale(1)' },
  to: { opacity: 0, transform: 'translateY(4px) scale(0.97)' },
});

/** The look of a dropdown or menu panel (behaviour comes from the library, see panel.tsx). */
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
