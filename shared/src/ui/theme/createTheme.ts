/**
 * Builds the emotion theme for a colour mode and a tenant accent colour.
 * Every text/background pair the components use reaches WCAG 2.2 AA (4.5:1, see contrast.test.ts):
 * the tenant's accent is adjusted (never replaced) where it would fall short.
 */
import type { CSSObject } from '@emotion/react';
import { THEME_COLOR } from '../constants.ts';
import { breakpoints, mq, screens } from './breakpoints.ts';
import { alpha, contrast, darken, ensureContrast, lighten, mix } from './color.ts';
import { fontFamily, fontSize, fontWeight, layout, motion, radius, space, text, zIndex } from './tokens.ts';

export type ColorMode = 'dark' | 'light';

/** Fallback accent when a tenant gives none. */
export const DEFAULT_PRIMARY = '#2f80ff';

const WHITE = '#ffffff';
const INK = '#0b1220';
/** Text contrast (WCAG 1.4.3) and non-text contrast for focus rings and input borders (1.4.11). */
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

export interface StatusColors {
  /** Solid fill (buttons, badges) */
  solid: string;
  /** Text on `solid` */
  on: string;
  /** The colour as text or icon on page, surface and elevated backgrounds */
  text: string;
  /** Tinted background for inline alerts (solid, so contrast can be checked) */
  subtle: string;
  /** Border on `subtle` */
  border: string;
}

export interface PortalColors {
  /** Page background, equal to the theme-color meta value */
  bg: string;
  /** Cards, inputs, panels */
  surface: string;
  surfaceHover: string;
  /** Dialogs, menus, toasts, tooltips */
  elevated: string;
  elevatedHover: string;
  /** Recessed areas (image placeholders, tracks) */
  sunken: string;
  text: string;
  textMuted: string;
  /** Decorative separators */
  border: string;
  /** Input and control boundaries (3:1 against their surroundings) */
  borderStrong: string;
  primary: string;
  primaryHover: string;
  primaryActive: string;
  onPrimary: string;
  /** The accent as text, links and icons on bg/surface/elevated */
  primaryText: string;
  /** Low-emphasis accent tint */
  primarySubtle: string;
  success: StatusColors;
  danger: StatusColors;
  warning: StatusColors;
  info: StatusColors;
  /** LIVE badge */
  live: string;
  onLive: string;
  focus: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
  /** Gradient scrim over images (for text on posters) */
  scrim: string;
  tooltipBg: string;
  tooltipText: string;
}

export interface PortalTheme {
  mode: ColorMode;
  /** `<meta name="theme-color">` value for this mode */
  themeColor: string;
  color: PortalColors;
  font: typeof fontFamily;
  fontSize: typeof fontSize;
  fontWeight: typeof fontWeight;
  text: typeof text;
  space: typeof space;
  radius: typeof radius;
  shadow: { sm: string; md: string; lg: string; card: string };
  zIndex: typeof zIndex;
  motion: typeof motion;
  layout: typeof layout;
  breakpoints: typeof breakpoints;
  screens: typeof screens;
  mq: typeof mq;
  /** Visible keyboard focus: spread into a style object. */
  focusRing: CSSObject;
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends PortalTheme {}
}

export interface CreateThemeOptions {
  mode: ColorMode;
  /** The tenant's `appearance.primary_color` (#rrggbb). */
  primary?: string;
}

interface Base {
  bg: string;
  surface: string;
  surfaceHover: string;
  elevated: string;
  elevatedHover: string;
  sunken: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  skeleton: string;
  skeletonHighlight: string;
}

const bases: Record<ColorMode, Base> = {
  dark: {
    bg: THEME_COLOR.dark,
    surface: '#162033',
    surfaceHover: '#1b2840',
    elevated: '#1d2a40',
    elevatedHover: '#25344f',
    sunken: '#0b111c',
    text: '#f2f5fa',
    textMuted: '#a3b1c6',
    border: '#26344c',
    borderStrong: '#64769a',
    skeleton: '#18233a',
    skeletonHighlight: '#23324d',
  },
  light: {
    bg: THEME_COLOR.light,
    surface: '#ffffff',
    surfaceHover: '#f7f9fd',
    elevated: '#ffffff',
    elevatedHover: '#f0f4fa',
    sunken: '#e7ecf4',
    text: '#0f1624',
    textMuted: '#4d5b70',
    border: '#dde4ef',
    borderStrong: '#7a88a0',
    skeleton: '#e3e9f2',
    skeletonHighlight: '#f1f5fa',
  },
};

/** Accent fill and the text on it: white text on a (slightly deepened if needed) accent, or dark ink on light accents. */
function primaryFill(accent: string): { fill: string; on: string } {
  if (contrast(INK, accent) >= 7) return { fill: accent, on: INK };
  const fill = ensureContrast(accent, [WHITE], AA_TEXT + 0.1, '#000000');
  return { fill, on: WHITE };
}

function statusColors(hue: string, mode: ColorMode, b: Base): StatusColors {
  const { fill, on } = primaryFill(hue);
  const backgrounds = [b.bg, b.surface, b.elevated, b.surfaceHover, b.elevatedHover];
  const textColor = ensureContrast(hue, backgrounds, AA_TEXT + 0.1, mode === 'dark' ? WHITE : '#000000');
  const subtle = mix(b.surface, hue, mode === 'dark' ? 0.14 : 0.09);
  return {
    solid: fill,
    on,
    text: ensureContrast(textColor, [subtle], AA_TEXT + 0.1, mode === 'dark' ? WHITE : '#000000'),
    subtle,
    border: mix(b.surface, hue, mode === 'dark' ? 0.45 : 0.35),
  };
}

export function createTheme({ mode, primary = DEFAULT_PRIMARY }: CreateThemeOptions): PortalTheme {
  const b = bases[mode];
  const accent = /^#[0-9a-f]{6}$/i.test(primary) ? primary : DEFAULT_PRIMARY;
  const { fill, on } = primaryFill(accent);
  const hoverShift = on === WHITE ? darken : lighten;
  const backgrounds = [b.bg, b.surface, b.elevated, b.surfaceHover, b.elevatedHover];
  const subtleAlpha = mode === 'dark' ? 0.18 : 0.12;
  // Primary text also sits on the primary tint (selected tabs, chips): readable there too.
  const tinted = [b.bg, b.surface].map((under) => mix(under, accent, subtleAlpha));
  const primaryText = ensureContrast(accent, [...backgrounds, ...tinted], AA_TEXT + 0.1, mode === 'dark' ? WHITE : '#000000');
  // The focus ring sits on page, surface and elevated backgrounds and next to primary fills.
  const focus = ensureContrast(mode === 'dark' ? lighten(accent, 0.35) : accent, backgrounds, AA_NON_TEXT + 0.2, mode === 'dark' ? WHITE : '#000000');

  const color: PortalColors = {
    ...b,
    primary: fill,
    primaryHover: hoverShift(fill, 0.1),
    primaryActive: hoverShift(fill, 0.18),
    onPrimary: on,
    primaryText,
    primarySubtle: alpha(accent, subtleAlpha),
    success: statusColors(mode === 'dark' ? '#2fbf71' : '#1c8a50', mode, b),
    danger: statusColors(mode === 'dark' ? '#ff5c67' : '#d92d3a', mode, b),
    warning: statusColors(mode === 'dark' ? '#f5b83d' : '#b86e00', mode, b),
    info: statusColors(accent, mode, b),
    live: '#e5172f',
    onLive: WHITE,
    focus,
    overlay: mode === 'dark' ? 'rgba(3, 7, 15, 0.74)' : 'rgba(15, 22, 36, 0.48)',
    scrim: 'linear-gradient(180deg, rgba(6, 10, 20, 0) 40%, rgba(6, 10, 20, 0.85) 100%)',
    tooltipBg: mode === 'dark' ? '#e9eef6' : '#162033',
    tooltipText: mode === 'dark' ? '#0f1624' : '#f2f5fa',
  };

  const shadow =
    mode === 'dark'
      ? {
          sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
          md: '0 8px 24px rgba(0, 0, 0, 0.36), 0 2px 6px rgba(0, 0, 0, 0.24)',
          lg: '0 24px 64px rgba(0, 0, 0, 0.55), 0 4px 16px rgba(0, 0, 0, 0.3)',
          card: '0 14px 36px rgba(0, 0, 0, 0.45)',
        }
      : {
          sm: '0 1px 2px rgba(16, 30, 54, 0.08)',
          md: '0 8px 24px rgba(16, 30, 54, 0.12), 0 2px 6px rgba(16, 30, 54, 0.06)',
          lg: '0 24px 64px rgba(16, 30, 54, 0.2), 0 4px 16px rgba(16, 30, 54, 0.08)',
          card: '0 14px 36px rgba(16, 30, 54, 0.16)',
        };

  return {
    mode,
    themeColor: THEME_COLOR[mode],
    color,
    font: fontFamily,
    fontSize,
    fontWeight,
    text,
    space,
    radius,
    shadow,
    zIndex,
    motion,
    layout,
    breakpoints,
    screens,
    mq,
    focusRing: {
      outline: `2px solid ${focus}`,
      outlineOffset: '2px',
    },
  };
}

export const darkTheme = createTheme({ mode: 'dark' });
export const lightTheme = createTheme({ mode: 'light' });
