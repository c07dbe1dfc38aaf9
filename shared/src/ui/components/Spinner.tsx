import { useTheme } from '@emotion/react';
import { spin } from '../internal/animations.ts';
import { useUiText } from '../text.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SpinnerProps {
  /** Pixel size; default 24. */
  size?: number;
  /** Accessible text; default "Loading". Pass `null` when the surrounding control already announces it. */
  label?: string | null;
  /** Ring colour; default the accent. `currentColor` inherits. */
  color?: string;
  className?: string;
}

export function Spinner({ size = 24, label, color, className }: SpinnerProps) {
  const t = useTheme();
  const text = useUiText();
  const stroke = Math.max(2, Math.round(size / 10));
  const announce = label === null ? null : (label ?? text.loading);
  return (
    <span
      className={className}
      {...(announce ? { role: 'status' } : { 'aria-hidden': true })}
      css={{ display: 'inline-flex', lineHeight: 0, color: color ?? t.color.primaryText }}
    >
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        css={{
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' },
        }}
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.22" strokeWidth={stroke * (24 / size)} />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth={stroke * (24 / size)} strokeLinecap="round" />
      </svg>
      {announce ? <VisuallyHidden>{announce}</VisuallyHidden> : null}
    </span>
  );
}
