import { useTheme, type CSSObject } from '@emotion/react';
import { Children, useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../icons/icons.tsx';
import { getDir } from '../internal/dom.ts';
import { useUiText } from '../text.tsx';
import { SWIPE_THRESHOLD_PX } from '../timing.ts';
import { IconButton } from './IconButton.tsx';

export type CarouselStep = 'next' | 'prev';

/** How many items are visible per breakpoint (fractions show a peek of the next one). */
export interface ItemsPerView {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
  '2xl'?: number;
}

export interface CarouselProps {
  children: ReactNode;
  /** Names the region ("Live now"). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  itemsPerView?: ItemsPerView;
  /** Gap in 4 px steps; default 4 (16 px). */
  gap?: number;
  /** 'overlay' (default): arrows over the row edges; 'top': in a bar above it, after `header`. */
  controls?: 'overlay' | 'top' | 'none';
  /** Content of the top bar (e.g. a heading), when controls are 'top'. */
  header?: ReactNode;
  /** Pointer travel that counts as a swipe; default 50 px. */
  swipeThreshold?: number;
  /** Called on every page step (button or swipe). */
  onNavigate?: (step: CarouselStep) => void;
  className?: string;
}

const DEFAULT_PER_VIEW: ItemsPerView = { base: 1.3, sm: 2.2, md: 2.6, lg: 3.5, xl: 4, '2xl': 5 };

/**
 * A horizontal, scroll-snapping row with previous/next buttons and pointer swipes (50 px).
 * Direction aware: in right-to-left pages "next" is to the left, for buttons and swipes alike.
 */
export function Carousel({
  children,
  itemsPerView = DEFAULT_PER_VIEW,
  gap = 4,
  controls = 'overlay',
  header,
  swipeThreshold = SWIPE_THRESHOLD_PX,
  onNavigate,
  className,
  ...aria
}: CarouselProps) {
  const t = useTheme();
  const text = useUiText();
  const track = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const swallowClick = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false, overflow: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const offset = Math.abs(el.scrollLeft);
    const overflow = el.scrollWidth > el.clientWidth + 1;
    const next = { start: offset <= 1, end: offset + el.clientWidth >= el.scrollWidth - 1, overflow };
    setEdges((prev) => (prev.start === next.start && prev.end === next.end && prev.overflow === next.overflow ? prev : next));
  }, []);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  }, [measure]);

  const step = useCallback(
    (which: CarouselStep) => {
      const el = track.current;
      if (!el) return;
      const rtl = getDir(el) === 'rtl';
      const amount = Math.max(el.clientWidth * 0.9, 1);
      const forward = which === 'next' ? 1 : -1;
      const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollBy?.({ left: forward * (rtl ? -1 : 1) * amount, behavior: reduce ? 'auto' : 'smooth' });
      onNavigate?.(which);
    },
    [onNavigate],
  );

  const onPointerDown = (e: PointerEvent<HTMLUListElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    swallowClick.current = false;
  };
  const onPointerUp = (e: PointerEvent<HTMLUListElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    swallowClick.current = true;
    // Content follows the finger: dragging left reveals what lies to the right.
    const towardRight = dx < 0;
    const rtl = getDir(track.current) === 'rtl';
    step(towardRight !== rtl ? 'next' : 'prev');
  };

  const perView = (n: number): CSSObject => ({ gridAutoColumns: `calc((100% - ${n > 1 ? Math.ceil(n) - 1 : 0} * ${t.space(gap)}) / ${n})` });
  const responsive: CSSObject = { ...perView(itemsPerView.base) };
  for (const bp of ['sm', 'md', 'lg', 'xl', '2xl'] as const) {
    const n = itemsPerView[bp];
    if (n) responsive[t.mq[bp]] = perView(n);
  }

  const arrow = (which: CarouselStep) => {
    const disabled = which === 'next' ? edges.end : edges.start;
    return (
      <IconButton
        aria-label={which === 'next' ? text.next : text.previous}
        variant={controls === 'overlay' ? 'overlay' : 'solid'}
        size={controls === 'overlay' ? 'large' : 'medium'}
        disabled={disabled}
        onClick={() => step(which)}
        data-step={which}
        css={
          controls === 'overlay'
            ? {
                position: 'absolute',
                insetBlockStart: '50%',
                translate: '0 -50%',
                zIndex: 1,
                [which === 'next' ? 'insetInlineEnd' : 'insetInlineStart']: t.space(2),
                opacity: 0,
                transition: `opacity ${t.motion.fast} ${t.motion.easing}`,
                '&:disabled': { opacity: '0 !important', pointerEvents: 'none' },
                '&:focus-visible': { opacity: 1, ...t.focusRing },
                '@media (hover: none)': { display: 'none' },
              }
            : undefined
        }
      >
        <ChevronIcon direction={which === 'next' ? 'end' : 'start'} size={controls === 'overlay' ? 24 : 20} />
      </IconButton>
    );
  };

  const showArrows = controls !== 'none' && edges.overflow;

  return (
    <section
      aria-roledescription="carousel"
      {...aria}
      className={className}
      css={{ position: 'relative', minInlineSize: 0, '&:hover [data-step]': { opacity: 1 } }}
    >
      {controls === 'top' && (header || showArrows) ? (
        <div css={{ display: 'flex', alignItems: 'center', gap: t.space(3), marginBlockEnd: t.space(4) }}>
          <div css={{ flex: 1, minInlineSize: 0 }}>{header}</div>
          {showArrows ? (
            <div css={{ display: 'flex', gap: t.space(2), '@media (hover: none)': { display: 'none' } }}>
              {arrow('prev')}
              {arrow('next')}
            </div>
          ) : null}
        </div>
      ) : null}
      <div css={{ position: 'relative' }}>
        {controls === 'overlay' && showArrows ? arrow('prev') : null}
        <ul
          ref={track}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
          onClickCapture={(e) => {
            if (swallowClick.current) {
              swallowClick.current = false;
              e.preventDefault();
              e.stopPropagation();
            }
          }}
          onDragStart={(e) => e.preventDefault()}
          css={{
            display: 'grid',
            gridAutoFlow: 'column',
            gap: t.space(gap),
            margin: 0,
            padding: 0,
            paddingBlock: t.space(1),
            listStyle: 'none',
            overflowX: 'auto',
            overflowY: 'hidden',
            overscrollBehaviorX: 'contain',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            '& > li': { scrollSnapAlign: 'start', minInlineSize: 0 },
            ...responsive,
          }}
        >
          {Children.toArray(children).map((child, i) => (
            <li key={(child as { key?: string | null }).key ?? i}>{child}</li>
          ))}
        </ul>
        {controls === 'overlay' && showArrows ? arrow('next') : null}
      </div>
    </section>
  );
}
