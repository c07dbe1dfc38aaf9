// Colour mode (docs/product.md): a preference of light, dark or system saved in localStorage,
// system following the OS live, a page-forced mode winning until a page without one,
// and tenants without the white theme always dark. public/theme-boot.js applies the
// same rules before first paint, so keep the two in step.
import { atom } from 'jotai';

export type ColorModePreference = 'light' | 'dark' | 'system';
export type ResolvedColorMode = 'light' | 'dark';

/** The key public/theme-boot.js reads (JSON-encoded string). */
export const COLOR_MODE_STORAGE_KEY = 'portal:color-mode';
export const SYSTEM_LIGHT_QUERY = '(prefers-color-scheme: light)';
/** `<meta name="theme-color">` per mode (docs/product.md). */
export const THEME_COLOR_META: Record<ResolvedColorMode, string> = { dark: '#0f1624', light: '#f4f7fc' };

export const isPreference = (value: unknown): value is ColorModePreference => value === 'light' || value === 'dark' || value === 'system';

export function readStoredPreference(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ColorModePreference | null {
  try {
    const raw = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isPreference(value) ? value : null;
  } catch {
    return null;
  }
}

export function storePreference(preference: ColorModePreference, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify(preference));
  } catch {
    // private mode or full storage: the choice still holds for this tab
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A route handle's `forceColorMode`, checked: only light and dark can be forced.
 * Forcing 'system' is ignored with a warning (docs/product.md).
 */
export function sanitizeForcedMode(value: unknown, routeName = 'a page'): ResolvedColorMode | null {
  if (value === 'light' || value === 'dark') return value;
  if (value === 'system') console.warn(`Forcing the 'system' colour mode is not supported (${routeName}); the preference applies.`);
  else if (value !== undefined && value !== null) console.warn(`Unknown forced colour mode ${String(value)} (${routeName}) ignored.`);
  return null;
}

export interface ColorModeInputs {
  preference: ColorModePreference;
  systemPrefersLight: boolean;
  forced: ResolvedColorMode | null;
  /** The tenant's enable_white_theme: off means dark only. */
  whiteTheme: boolean;
}

export function resolveColorMode({ preference, systemPrefersLight, forced, whiteTheme }: ColorModeInputs): ResolvedColorMode {
  if (!whiteTheme) return 'dark';
  if (forced) return forced;
  if (preference === 'system') return systemPrefersLight ? 'light' : 'dark';
  return preference;
}

/** What the document shows before React styles it: the same attributes theme-boot.js sets. */
export function applyDocumentColorMode(mode: ResolvedColorMode, doc: Document = document): void {
  const root = doc.documentElement;
  root.setAttribute('data-color-mode', mode);
  root.style.colorScheme = mode;
  root.style.backgroundColor = THEME_COLOR_META[mode];
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = THEME_COLOR_META[mode];
}

/** The tenant's default before any choice: index.html carries it (`data-default-color-mode`). */
export function documentDefaultPreference(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ColorModePreference {
  const value = doc?.documentElement.getAttribute('data-default-color-mode');
  return isPreference(value) ? value : 'dark';
}

/** Before the configuration is known: the server writes `data-white-theme="false"` for dark-only tenants. */
export function documentWhiteTheme(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.documentElement.getAttribute('data-white-theme') !== 'false';
}

/** The visitor's explicit choice (null: none yet, the tenant default applies). */
export const colorModePreferenceAtom = atom<ColorModePreference | null>(readStoredPreference());
/** The mode the current page forces through its route handle (null: none). */
export const forcedColorModeAtom = atom<ResolvedColorMode | null>(null);
