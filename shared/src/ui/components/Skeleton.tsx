import { useTheme, type CSSObject } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { shimmer } from '../internal/animations.ts';
import { useUiText } from '../text.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  width?: string | number;
  height?: string | number;
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
}

function useShimmer(): CSSObject {
  const t = useTheme();
  return {
    display: 'block',
    backgroundColor: t.color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${t.color.skeleton} 0%, ${t.color.skeletonHighlight} 50%, ${t.color.skeleton} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  };
}

/** A placeholder block; hidden from assistive tech (wrap groups with a labelled busy region). */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', ...rest }: SkeletonProps) {
  const t = useTheme();
  const base = useShimmer();
  return <span aria-hidden="true" {...rest} css={{ ...base, inlineSize: width, blockSize: height, borderRadius: t.radius[radius] }} />;
}

/** One or more lines of text; the last one is shorter. */
export function SkeletonLine({ lines = 1, width = '100%', size = 'md' }: { lines?: number; width?: string; size?: 'sm' | 'md' | 'lg' }) {
  const t = useTheme();
  const h = { sm: '0.75rem', md: '0.95rem', lg: '1.5rem' }[size];
  return (
    <span aria-hidden="true" css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), inlineSize: width }}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={h} width={lines > 1 && i === lines - 1 ? '62%' : '100%'} />
      ))}
    </span>
  );
}

/** The shape of an event Card: poster, title, meta line. */
export function SkeletonCard({ className }: { className?: string }) {
  const t = useTheme();
  return (
    <span aria-hidden="true" className={className} css={{ display: 'flex', flexDirection: 'column', gap: t.space(3), minInlineSize: 0 }}>
      <Skeleton height="auto" radius="lg" css={{ aspectRatio: '16 / 9' }} />
      <SkeletonLine lines={2} />
      <Skeleton width="40%" height="0.75rem" />
    </span>
  );
}

/**
 * What stands while a page's data loads: a busy status region named `label` (the kit's "Loading" by
 * default) around skeletons, which are hidden from assistive tech. Other props (css, test id) go to the region.
 */
export function LoadingStatus({ label, children, ...rest }: HTMLAttributes<HTMLDivElement> & { label?: string }) {
  const text = useUiText();
  return (
    <div role="status" aria-busy="true" {...rest}>
      <VisuallyHidden>{label ?? text.loading}</VisuallyHidden>
      {children}
    </div>
  );
}

/** A row heading and a row of cards, announced as loading. */
export function SkeletonRow({ count = 4, label }: { count?: number; label?: string }) {
  const t = useTheme();
  return (
    <LoadingStatus label={label} css={{ display: 'flex', flexDirection: 'column', gap: t.space(4), minInlineSize: 0 }}>
      <Skeleton width="180px" height="1.5rem" />
      <div
        aria-hidden="true"
        css={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(220px, 1fr)',
          gap: t.space(4),
          overflow: 'hidden',
          [t.mq.lg]: { gridAutoColumns: 'minmax(260px, 1fr)' },
        }}
      >
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    </LoadingStatus>
  );
}
