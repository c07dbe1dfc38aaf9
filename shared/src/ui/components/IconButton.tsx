import { useTheme, type CSSObject } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type IconButtonVariant = 'ghost' | 'solid' | 'primary' | 'overlay';
export type IconButtonSize = 'small' | 'medium' | 'large';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  /** The icon. */
  children: ReactNode;
  /** Default 'ghost'. `overlay` is for use on top of images and video. */
  variant?: IconButtonVariant;
  /** Default 'medium' (40 px, a comfortable touch target). */
  size?: IconButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

const dimension: Record<IconButtonSize, string> = { small: '32px', medium: '40px', large: '48px' };

export function IconButton({ variant = 'ghost', size = 'medium', type = 'button', children, ...rest }: IconButtonProps) {
  const t = useTheme();
  const variants: Record<IconButtonVariant, CSSObject> = {
    ghost: {
      backgroundColor: 'transparent',
      color: t.color.textMuted,
      '&:hover:not(:disabled)': { backgroundColor: t.color.surfaceHover, color: t.color.text },
    },
    solid: {
      backgroundColor: t.color.elevated,
      color: t.color.text,
      borderColor: t.color.border,
      boxShadow: t.shadow.sm,
      '&:hover:not(:disabled)': { backgroundColor: t.color.elevatedHover },
    },
    primary: {
      backgroundColor: t.color.primary,
      color: t.color.onPrimary,
      '&:hover:not(:disabled)': { backgroundColor: t.color.primaryHover },
    },
    overlay: {
      backgroundColor: 'rgba(8, 12, 22, 0.62)',
      color: '#ffffff',
      backdropFilter: 'blur(8px)',
      borderColor: 'rgba(255, 255, 255, 0.14)',
      '&:hover:not(:disabled)': { backgroundColor: 'rgba(8, 12, 22, 0.82)' },
    },
  };
  return (
    <button
      type={type}
      {...rest}
      css={{
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
        inlineSize: dimension[size],
        blockSize: dimension[size],
        padding: 0,
        border: '1px solid transparent',
        borderRadius: t.radius.full,
        cursor: 'pointer',
        transition: `background-color ${t.motion.fast} ${t.motion.easing}, color ${t.motion.fast} ${t.motion.easing}, transform ${t.motion.fast} ${t.motion.easing}`,
        '&:focus-visible': t.focusRing,
        '&:active:not(:disabled)': { transform: 'scale(0.94)' },
        '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
        ...variants[variant],
      }}
    >
      {children}
    </button>
  );
}
