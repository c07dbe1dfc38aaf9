/**
 * The two breakpoint sets of docs/product.md. Both are min-widths in px.
 * `breakpoints` is the main (Tailwind-like) set; `screens` is the fine-grained set from 3xs (360,
 * the smallest phone we support) to 4xl (2560). the product gives only its ends; the steps in between are ours.
 */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export const screens = {
  '3xs': 360,
  '2xs': 400,
  xs: 480,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
  '3xl': 1920,
  '4xl': 2560,
} as const;

export type Breakpoint = keyof typeof breakpoints;
export type Screen = keyof typeof screens;
type Size = Screen | number;

const px = (size: Size) => (typeof size === 'number' ? size : screens[size]);

/** A mouse or trackpad: the condition of `mq.hover`, for `matchMedia` (e.g. not building hover-only decoration). */
export const CAN_HOVER = '(hover: hover) and (pointer: fine)';

/**
 * Media-query helpers for emotion objects: `{ [mq.up('md')]: { … } }`.
 * `mq.sm`… `mq['2xl']` are shorthands for `mq.up(…)`.
 */
export const mq = {
  /** width >= size */
  up: (size: Size) => `@media (min-width: ${px(size)}px)`,
  /** width < size */
  down: (size: Size) => `@media (max-width: ${px(size) - 0.02}px)`,
  /** from <= width < to */
  between: (from: Size, to: Size) => `@media (min-width: ${px(from)}px) and (max-width: ${px(to) - 0.02}px)`,
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  '2xl': `@media (min-width: ${breakpoints['2xl']}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: `@media ${CAN_HOVER}`,
} as const;
