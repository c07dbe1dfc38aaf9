import { useTheme, type CSSObject } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { pulse } from '../internal/animations.ts';

export type BadgeVariant = 'live' | 'neutral' | 'primary' | 'success' | 'danger' | 'warning' | 'overlay';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Default 'neutral'. 'live' is red with a pulsing dot; 'overlay' sits on images. */
  variant?: BadgeVariant;
  size?: 'small' | 'medium';
  icon?: ReactNode;
  children?: ReactNode;
}

/** A short status label: LIVE, PPV, FREE, a count. */
export function Badge({ variant = 'neutral', size = 'medium', icon, children, ...rest }: BadgeProps) {
  const t = useTheme();
  const variants: Record<BadgeVariant, CSSObject> = {
    live: { backgroundColor: t.color.live, color: t.color.onLive, boxShadow: `0 4px 14px -4px ${t.color.live}` },
    neutral: { backgroundColor: t.color.elevatedHover, color: t.color.text },
    primary: { backgroundColor: t.color.primary, color: t.color.onPrimary },
    success: { backgroundColor: t.color.success.solid, color: t.color.success.on },
    danger: { backgroundColor: t.color.danger.solid, color: t.color.danger.on },
    warning: { backgroundColor: t.color.warning.solid, color: t.color.warning.on },
    overlay: { backgroundColor: 'rgba(8, 12, 22, 0.72)', color: '#ffffff', backdropFilter: 'blur(6px)' },
  };
  return (
    <span
      data-variant={variant}
      {...rest}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: t.space(1.5),
        blockSize: size === 'small' ? '20px' : '24px',
        paddingInline: size === 'small' ? t.space(1.5) : t.space(2),
        borderRadius: t.radius.xs,
        fontSize: size === 'small' ? '0.6875rem' : t.fontSize.xs,
        fontWeight: t.fontWeight.bold,
        letterSpacing: variant === 'live' ? '0.08em' : '0.02em',
        textTransform: variant === 'live' ? 'uppercase' : undefined,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        '& svg': { inlineSize: '1em', blockSize: '1em' },
        // LIVE's pulsing dot: drawn by CSS, not an element (one fewer per live card, ADR 0038's amendment).
        ...(variant === 'live'
          ? {
              '&::before': {
                content: '""',
                inlineSize: '6px',
                blockSize: '6px',
                borderRadius: t.radius.full,
                backgroundColor: 'currentColor',
                animation: `${pulse} 1.6s ease-in-out infinite`,
              },
            }
          : {}),
        ...variants[variant],
      }}
    >
      {icon}
      {children}
    </span>
  );
}
