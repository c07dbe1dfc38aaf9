import { createContext, useContext, type ReactNode } from 'react';

/**
 * The few words the design system itself shows (mostly accessible names). English defaults;
 * the shell passes translated texts (i18next namespace `common`) through UiTextProvider.
 */
export interface UiText {
  close: string;
  dismiss: string;
  previous: string;
  next: string;
  showPassword: string;
  hidePassword: string;
  loading: string;
  notifications: string;
  imageUnavailable: string;
  live: string;
  watched: string;
}

export const defaultUiText: UiText = {
  close: 'Close',
  dismiss: 'Dismiss notification',
  previous: 'Previous',
  next: 'Next',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading',
  notifications: 'Notifications',
  imageUnavailable: 'Image unavailable',
  live: 'Live',
  watched: 'Watched',
};

const UiTextContext = createContext<UiText>(defaultUiText);

export function UiTextProvider({ value, children }: { value: Partial<UiText>; children?: ReactNode }) {
  const parent = useContext(UiTextContext);
  return <UiTextContext.Provider value={{ ...parent, ...value }}>{children}</UiTextContext.Provider>;
}

export function useUiText(): UiText {
  return useContext(UiTextContext);
}
