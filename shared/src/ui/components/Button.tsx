import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { ElementType, MouseEvent, ReactNode } from 'react';
import type { AnyComponent, PolymorphicProps } from '../internal/polymorphic.ts';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonOwnProps {
  /** Default 'primary' (docs/product.md). */
  variant?: ButtonVariant;
  /** Default 'medium'. */
  size?: ButtonSize;
  /** Takes the whole inline size of its container. */
  fullWidth?: boolean;
  /** Pill shape. */
  fullRounded?: boolean;
  /** Shows a spinner, keeps the width, sets aria-busy and blocks clicks. */
  loading?: boolean;
  disabled?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Renders an `<a>` when set (unless `as` says otherwise). */
  href?: string;
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = PolymorphicProps<C, ButtonOwnProps>;

const sizes: Record<ButtonSize, { height: string; px: number; font: keyof Theme['fontSize']; gap: number; icon: number }> = {
  small: { height: '32px', px: 3, font: 'sm', gap: 1.5, icon: 16 },
  medium: { height: '40px', px: 4, font: 'sm', gap: 2, icon: 18 },
  large: { height: '48px', px: 6, font: 'md', gap: 2, icon: 20 },
};

export function buttonStyles(t: Theme, o: Required<Pick<ButtonOwnProps, 'variant' | 'size' | 'fullWidth' | 'fullRounded'>>): CSSObject {
  const s = sizes[o.size];
  const isLink = o.variant === 'link';
  const base: CSSObject = {
    position: 'relative',
    display: o.fullWidth ? 'flex' : 'inline-flex',
    inlineSize: o.fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    minBlockSize: isLink ? undefined : s.height,
    paddingInline: isLink ? 0 : t.space(s.px),
    paddingBlock: 0,
    border: '1px solid transparent',
    borderRadius: o.fullRounded ? t.radius.full : t.radius.md,
    fontFamily: t.font.body,
    fontSize: t.fontSize[s.font],
    fontWeight: t.fontWeight.semibold,
    lineHeight: 1.2,
    letterSpacing: '0.005em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${t.motion.fast} ${t.motion.easing}, border-color ${t.motion.fast} ${t.motion.easing}, color ${t.motion.fast} ${t.motion.easing}, box-shadow ${t.motion.fast} ${t.motion.easing}, transform ${t.motion.fast} ${t.motion.easing}`,
    '&:focus-visible': t.focusRing,
    '&:active:not([aria-disabled="true"]):not(:disabled)': { transform: isLink ? undefined : 'scale(0.98)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    '& svg': { flexShrink: 0 },
  };
  const variants: Record<ButtonVariant, CSSObject> = {
    primary: {
      backgroundColor: t.color.primary,
      color: t.color.onPrimary,
      boxShadow: t.mode === 'dark' ? `0 6px 18px -6px ${t.color.primary}` : `0 4px 12px -4px ${t.color.primary}`,
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: t.color.primaryHover },
      '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: t.color.primaryActive },
    },
    secondary: {
      backgroundColor: t.color.elevated,
      color: t.color.text,
      borderColor: t.color.border,
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: t.color.elevatedHover },
    },
    outline: {
      backgroundColor: 'transparent',
      color: t.color.text,
      borderColor: t.color.borderStrong,
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        borderColor: t.color.primaryText,
        color: t.color.primaryText,
        backgroundColor: t.color.primarySubtle,
      },
    },
    link: {
      backgroundColor: 'transparent',
      color: t.color.primaryText,
      borderRadius: t.radius.xs,
      textDecoration: 'underline',
      textDecorationColor: 'transparent',
      textUnderlineOffset: '0.2em',
      '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecorationColor: 'currentColor' },
    },
  };
  return { ...base, ...variants[o.variant] };
}

export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    as,
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    fullRounded = false,
    loading = false,
    disabled = false,
    startIcon,
    endIcon,
    href,
    children,
    onClick,
    ...rest
  } = props as ButtonProps<'button'> & { as?: ElementType; onClick?: (e: MouseEvent<HTMLElement>) => void };
  const t = useTheme();
  const Comp = (as ?? (href !== undefined ? 'a' : 'button')) as unknown as AnyComponent;
  const isNativeButton = (Comp as unknown) === 'button';
  const blocked = disabled || loading;
  const spinnerSize = sizes[size].icon;

  const handleClick = (e: MouseEvent<HTMLElement>) => {
    if (blocked) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };

  return (
    <Comp
      {...(isNativeButton ? { type: 'button', disabled } : { 'aria-disabled': disabled || undefined })}
      {...(href !== undefined ? { href: disabled ? undefined : href } : {})}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      {...rest}
      onClick={handleClick}
      css={buttonStyles(t, { variant, size, fullWidth, fullRounded })}
    >
      <span
        css={{ display: 'inline-flex', alignItems: 'center', gap: t.space(sizes[size].gap), minInlineSize: 0 }}
        style={loading ? { opacity: 0 } : undefined}
      >
        {startIcon}
        {children}
        {endIcon}
      </span>
      {loading ? (
        <span css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Spinner size={spinnerSize} color="currentColor" label={null} />
        </span>
      ) : null}
    </Comp>
  );
}
