/** Mode-independent design tokens: type, spacing, radii, z-indices, motion. */
import { AUTO_ANIMATE_EASING, AUTO_ANIMATE_MS, POPPER_DISPOSE_MS } from '../timing.ts';

export const fontFamily = {
  /** System stack first (no web-font download, CSP friendly); Noto covers Hebrew, Korean and Chinese. */
  body: 'Inter, "Segoe UI Variable Text", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Hebrew", "Noto Sans KR", "Noto Sans SC", sans-serif',
  display:
    '"Inter Display", Inter, "Segoe UI Variable Display", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Hebrew", "Noto Sans KR", "Noto Sans SC", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 } as const;

export interface TextStyle {
  fontFamily: string;
  fontSize: string;
  lineHeight: number;
  fontWeight: number;
  letterSpacing?: string;
  textTransform?: 'uppercase';
}

const display = (size: string, lineHeight: number, weight: number, letterSpacing: string): TextStyle => ({
  fontFamily: fontFamily.display,
  fontSize: size,
  lineHeight,
  fontWeight: weight,
  letterSpacing,
});
const body = (size: string, lineHeight: number, weight: number = fontWeight.regular): TextStyle => ({
  fontFamily: fontFamily.body,
  fontSize: size,
  lineHeight,
  fontWeight: weight,
});

/** Named text styles: spread them into emotion objects (`css={t => t.text.h2}`). */
export const text = {
  display: display(`clamp(2rem, 1.4rem + 2.4vw, ${fontSize['5xl']})`, 1.08, fontWeight.heavy, '-0.02em'),
  h1: display(`clamp(1.75rem, 1.4rem + 1.4vw, ${fontSize['4xl']})`, 1.15, fontWeight.bold, '-0.015em'),
  h2: display(`clamp(1.375rem, 1.2rem + 0.8vw, ${fontSize['3xl']})`, 1.2, fontWeight.bold, '-0.01em'),
  h3: display(fontSize.xl, 1.3, fontWeight.semibold, '-0.005em'),
  title: display(fontSize.md, 1.35, fontWeight.semibold, '0'),
  body: body(fontSize.md, 1.55),
  bodySmall: body(fontSize.sm, 1.5),
  label: body(fontSize.sm, 1.4, fontWeight.semibold),
  caption: body(fontSize.xs, 1.4, fontWeight.medium),
  overline: { ...body(fontSize.xs, 1.3, fontWeight.bold), letterSpacing: '0.08em', textTransform: 'uppercase' },
} satisfies Record<string, TextStyle>;

/** 4 px grid. `space(4)` is 16px; `space(2, 4)` is "8px 16px". */
export function space(...steps: number[]): string {
  return steps.map((s) => `${s * 4}px`).join(' ');
}

export const radius = { xs: '4px', sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' } as const;

export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  header: 200,
  dropdown: 1000,
  overlay: 1200,
  modal: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

export const motion = {
  fast: `${POPPER_DISPOSE_MS}ms`,
  base: `${AUTO_ANIMATE_MS}ms`,
  easing: AUTO_ANIMATE_EASING,
  /** Decelerating curve for things entering the screen. */
  easeOut: 'cubic-bezier(0.16, 1, 0.3, 1)',
} as const;

export const layout = {
  /** Page content never grows wider than this (4xl screens get margins). */
  maxWidth: '1680px',
  /** Inline padding of the page container per breakpoint. */
  gutter: { base: '16px', md: '24px', lg: '40px', '2xl': '56px' },
  headerHeight: '64px',
} as const;
