import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCustomerConfig } from '@portal/shared';
import {
  COLOR_MODE_STORAGE_KEY,
  SYSTEM_LIGHT_QUERY,
  colorModePreferenceAtom,
  documentDefaultPreference,
  documentWhiteTheme,
  forcedColorModeAtom,
  readStoredPreference,
  resolveColorMode,
  storePreference,
  type ColorModePreference,
  type ResolvedColorMode,
} from './color-mode.ts';

function subscribeSystem(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(SYSTEM_LIGHT_QUERY);
  // Safari < 14 has only addListener.
  if (query.addEventListener) query.addEventListener('change', onChange);
  else query.addListener?.(onChange);
  return () => {
    if (query.removeEventListener) query.removeEventListener('change', onChange);
    else query.removeListener?.(onChange);
  };
}

const systemSnapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(SYSTEM_LIGHT_QUERY).matches : false);

/** Follows the operating system's light/dark setting live. */
export function useSystemPrefersLight(): boolean {
  return useSyncExternalStore(subscribeSystem, systemSnapshot, () => false);
}

export interface ColorModeState {
  /** What the visitor chose (or the tenant default). */
  preference: ColorModePreference;
  /** What the page shows now. */
  mode: ResolvedColorMode;
  /** A page forces the mode at the moment. */
  forced: boolean;
  /** False for tenants without the white theme (dark only): hide the switcher. */
  switchable: boolean;
  setPreference: (preference: ColorModePreference) => void;
}

export function useColorMode(): ColorModeState {
  const config = useCustomerConfig();
  const [chosen, setChosen] = useAtom(colorModePreferenceAtom);
  const forced = useAtomValue(forcedColorModeAtom);
  const systemPrefersLight = useSystemPrefersLight();
  const whiteTheme = config ? config.enable_white_theme : documentWhiteTheme();
  const preference = chosen ?? config?.default_color_mode ?? documentDefaultPreference();
  const mode = resolveColorMode({ preference, systemPrefersLight, forced, whiteTheme });

  // Another tab changed the preference.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === COLOR_MODE_STORAGE_KEY) setChosen(readStoredPreference());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setChosen]);

  const setPreference = useCallback(
    (next: ColorModePreference) => {
      storePreference(next);
      setChosen(next);
    },
    [setChosen],
  );

  return { preference, mode, forced: forced !== null, switchable: whiteTheme, setPreference };
}

/** For the route tree: publishes the forced mode of the current page. */
export function useSetForcedColorMode() {
  return useSetAtom(forcedColorModeAtom);
}
