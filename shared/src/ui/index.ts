// @portal/shared/ui, the design-system kit (its own federated singleton; the core never imports it).

// Theme
export { createTheme, darkTheme, lightTheme, DEFAULT_PRIMARY } from './theme/createTheme.ts';
// The resolved mode of a theme ('dark' | 'light'); the viewer's preference type with 'system' lives in contract.
export type { ColorMode as ThemeMode, CreateThemeOptions, PortalColors, PortalTheme, StatusColors } from './theme/createTheme.ts';
export { PortalThemeProvider } from './theme/ThemeProvider.tsx';
export type { PortalThemeProviderProps } from './theme/ThemeProvider.tsx';
export { GlobalStyles } from './theme/GlobalStyles.tsx';
export { createPortalEmotionCache, readCspNonce, EMOTION_CACHE_KEY } from './theme/cache.ts';
export { breakpoints, screens, mq } from './theme/breakpoints.ts';
export type { Breakpoint, Screen } from './theme/breakpoints.ts';
export { fontFamily, fontSize, fontWeight, text as textStyles, space, radius, zIndex, motion, layout } from './theme/tokens.ts';
export type { TextStyle } from './theme/tokens.ts';
export { contrast, luminance, mix, alpha, ensureContrast } from './theme/color.ts';

// Constants and timings
export * from './timing.ts';
export * from './constants.ts';
export { UiTextProvider, useUiText, defaultUiText } from './text.tsx';
export type { UiText } from './text.tsx';

// Components
export { Button, buttonStyles } from './components/Button.tsx';
export type { ButtonProps, ButtonOwnProps, ButtonSize, ButtonVariant } from './components/Button.tsx';
export { IconButton } from './components/IconButton.tsx';
export { FollowButton, WatchlistButton } from './components/FollowButton.tsx';
export type { FollowButtonProps, WatchlistButtonProps } from './components/FollowButton.tsx';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './components/IconButton.tsx';
export { TextField } from './components/TextField.tsx';
export type { TextFieldProps } from './components/TextField.tsx';
export { Select } from './components/Select.tsx';
export type { SelectOption, SelectProps } from './components/Select.tsx';
export { CountrySelect } from './components/CountrySelect.tsx';
export type { CountrySelectProps } from './components/CountrySelect.tsx';
export { countryCodeOf, countryFormValue, countryOptions, countryToStore, localCountryName } from './countries.ts';
export { initials } from './initials.ts';
export { Checkbox } from './components/Checkbox.tsx';
export type { CheckboxProps } from './components/Checkbox.tsx';
export { Dialog } from './components/Dialog.tsx';
export type { DialogProps, DialogSize } from './components/Dialog.tsx';
export { ToastViewport } from './components/ToastViewport.tsx';
export type { ToastData, ToastKind, ToastViewportProps } from './components/ToastViewport.tsx';
export { Alert } from './components/Alert.tsx';
export type { AlertKind, AlertProps } from './components/Alert.tsx';
export { Image } from './components/Image.tsx';
export { posterSrc, usePoster } from './media/poster.ts';
export type { PosterLayout } from './media/poster.ts';
export type { ImageProps } from './components/Image.tsx';
export { LoadingStatus, Skeleton, SkeletonLine, SkeletonCard, SkeletonRow } from './components/Skeleton.tsx';
export type { SkeletonProps } from './components/Skeleton.tsx';
export { Card } from './components/Card.tsx';
export type { CardProps } from './components/Card.tsx';
export { Badge } from './components/Badge.tsx';
export type { BadgeProps, BadgeVariant } from './components/Badge.tsx';
export { Spinner } from './components/Spinner.tsx';
export type { SpinnerProps } from './components/Spinner.tsx';
export { VisuallyHidden, visuallyHiddenStyle } from './components/VisuallyHidden.tsx';
export { Page, Container, Narrow } from './components/Layout.tsx';
export { RouteLink, RouteNavLink } from './components/RouteLink.tsx';
export { EmailText, UserText, truncateLines, wrapAnywhere } from './components/UserText.tsx';
export type { EmailTextProps, UserTextProps } from './components/UserText.tsx';
export type { RouteLinkFallback, RouteLinkProps, RouteNavLinkProps } from './components/RouteLink.tsx';
export type { ContainerProps, PageProps } from './components/Layout.tsx';

// Icons
export { Icon } from './icons/Icon.tsx';
export type { IconProps } from './icons/Icon.tsx';
export * from './icons/icons.tsx';
export { DeviceIcon } from './icons/DeviceIcon.tsx';

// Helpers
export { getDir } from './internal/dom.ts';
export { lazyModule } from './internal/lazy.ts';
export type { Direction } from './internal/dom.ts';

export { QueryErrorAlert } from './components/QueryErrorAlert.tsx';
export type { QueryErrorAlertProps, RetryableQuery } from './components/QueryErrorAlert.tsx';

// Hosted card fields (a card provider's iframe; checkout and the stored card)
export { CardFields } from './payments/CardFields.tsx';
export type { CardFieldsProps, CardFieldsTexts } from './payments/CardFields.tsx';
export { loadCardProvider } from './payments/card-provider.ts';
export type { CardFieldsHandle, CardFieldTexts, CardProviderAddress, ChallengeTexts, SandboxCards } from './payments/card-provider.ts';
