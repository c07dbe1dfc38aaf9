import { Global, useTheme, type CSSObject } from '@emotion/react';

/** Reset, page colours, type, visible keyboard focus and reduced motion. Render once inside PortalThemeProvider. */
export function GlobalStyles() {
  const t = useTheme();
  const styles: CSSObject = {
    '*, *::before, *::after': { boxSizing: 'border-box' },
    '*': { margin: 0 },
    html: {
      colorScheme: t.mode,
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
      scrollPaddingBlockStart: t.layout.headerHeight,
      backgroundColor: t.color.bg,
    },
    body: {
      minBlockSize: '100dvh',
      backgroundColor: t.color.bg,
      color: t.color.text,
      fontFamily: t.font.body,
      fontSize: t.fontSize.md,
      lineHeight: 1.55,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      textRendering: 'optimizeLegibility',
      // A word wider than its line wraps rather than running out of the page (issue 27 item 6);
      // user-supplied text also takes the kit's wrapAnywhere so that it cannot widen a flex row.
      overflowWrap: 'break-word',
      transition: `background-color ${t.motion.base} ${t.motion.easing}, color ${t.motion.base} ${t.motion.easing}`,
    },
    'img, picture, video, canvas, svg': { display: 'block', maxInlineSize: '100%' },
    'input, button, textarea, select': { font: 'inherit', color: 'inherit' },
    button: { cursor: 'pointer' },
    'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'break-word' },
    'h1, h2, h3, h4, h5, h6': { fontFamily: t.font.display, lineHeight: 1.2, textWrap: 'balance' } as CSSObject,
    a: { color: t.color.primaryText, textUnderlineOffset: '0.18em' },
    '::selection': { backgroundColor: t.color.primary, color: t.color.onPrimary },
    ':focus': { outline: 'none' },
    ':focus-visible': t.focusRing,
    '[hidden]': { display: 'none !important' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      } as unknown as CSSObject,
    },
    '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
  };
  return <Global styles={styles} />;
}
