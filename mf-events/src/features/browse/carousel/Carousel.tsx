import { useTheme, type CSSObject } from '@emotion/react';
import { Children, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { ChevronIcon, getDir, IconButton, SWIPE_THRESHOLD_PX, useUiText, type Direction } from '@portal/shared/ui';
import type { CarouselApi } from './engine.tsx';
import { preloadCarouselEngine, useCarouselEngine } from './load.ts';

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

/**
 * Room for a focus ring around each item inside the clipping viewport: the kit's Card draws its ring
 * 6 px outside the card, 2 px wide (the theme's ring on other items: 2 px offset, 2 px wide).
 */
const FOCUS_ROOM = '8px';
/** The track's block padding before the focus room, kept so rows keep their height. */
const BLOCK_PADDING = '4px';

const DEFAULT_PER_VIEW: ItemsPerView = { base: 1.3, sm: 2.2, md: 2.6, lg: 3.5, xl: 4, '2xl': 5 };

/**
 * Items of the first render: a view's worth at the widest breakpoint and one more peeking. The rest
 * follow in a background render right after, so a page of several rows does not build every card
 * before its first paint (the home page's first commit held 48 cards, most of them out of view).
 */
export const firstRenderCount = (perView: ItemsPerView) =>
  Math.ceil(Math.max(perView.base, perView.sm ?? 0, perView.md ?? 0, perView.lg ?? 0, perView.xl ?? 0, perView['2xl'] ?? 0)) + 1;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontal row paged by previous/next buttons and pointer swipes (50 px), on embla-carousel
 * (its `rtl` direction in right-to-left pages, where "next" is to the left for buttons and swipes
 * alike). embla loads on first use; until then the row is laid out the same and simply still.
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
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [dir, setDir] = useState<Direction>('ltr');
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const pending = useRef<CarouselStep | null>(null);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const swallowClick = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false, overflow: true });
  const engine = useCarouselEngine(wanted);
  const items = Children.toArray(children);
  const shown = useDeferredValue(items.length, Math.min(items.length, firstRenderCount(itemsPerView)));

  // The direction changes without a reload with the locale (Hebrew): read again on mount, on new texts
  // and whenever the row is approached (want), so embla and the swipes never run in a stale one.
  const readDir = useCallback(() => setDir(getDir(viewport)), [viewport]);
  useLayoutEffect(readDir, [readDir, text]);

  // Before embla runs: is there more than one view of items?
  useEffect(() => {
    if (!viewport || api) return undefined;
    const measure = () => {
      const overflow = viewport.scrollWidth > viewport.clientWidth + 1;
      setEdges((prev) => (prev.start && prev.end === !overflow && prev.overflow === overflow ? prev : { start: true, end: !overflow, overflow }));
    };
    // The observer's first report comes after the next layout, so reading the sizes there costs
    // nothing; measuring here forced a layout of the whole page for every row as it mounted
    // (a quarter of the home page's main-thread work on a slow phone, ADR 0038).
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (ro) ro.observe(viewport);
    else measure();
    return () => ro?.disconnect();
  }, [viewport, api, shown]);

  // With embla: edges from its scroll snaps.
  useEffect(() => {
    if (!api) return undefined;
    const sync = () => {
      const next = { start: !api.canScrollPrev(), end: !api.canScrollNext(), overflow: api.scrollSnapList().length > 1 };
      setEdges((prev) => (prev.start === next.start && prev.end === next.end && prev.overflow === next.overflow ? prev : next));
    };
    sync();
    api.on('select', sync).on('reInit', sync).on('resize', sync);
    const queued = pending.current;
    pending.current = null;
    if (queued === 'next') api.scrollNext(prefersReducedMotion());
    else if (queued === 'prev') api.scrollPrev(prefersReducedMotion());
    return () => {
      api.off('select', sync).off('reInit', sync).off('resize', sync);
    };
  }, [api]);

  const step = useCallback(
    (which: CarouselStep) => {
      // Reduced motion: jump instead of animating.
      if (api && which === 'next') api.scrollNext(prefersReducedMotion());
      else if (api) api.scrollPrev(prefersReducedMotion());
      else {
        pending.current = which;
        setWanted(true);
      }
      onNavigate?.(which);
    },
    [api, onNavigate],
  );

  const want = () => {
    readDir();
    preloadCarouselEngine();
    setWanted(true);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    want();
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    swallowClick.current = false;
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    swallowClick.current = true;
    // Content follows the finger: dragging left reveals what lies to the right.
    const towardRight = dx < 0;
    step(towardRight !== (getDir(viewport) === 'rtl') ? 'next' : 'prev');
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
      onPointerEnter={want}
      onFocus={want}
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
        <div
          ref={setViewport}
          data-testid="carousel-viewport"
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
          // Vertical page scrolling stays the browser's; horizontal moves are swipes. The viewport
          // reaches a focus ring's width past the row on both sides and the track pads it back, so
          // the items stand where they did and a focused item's ring is not cut by the clipping
          // (WCAG 2.4.7/2.4.11; issue 27 item 9).
          css={{
            overflow: 'hidden',
            touchAction: 'pan-y pinch-zoom',
            marginInline: `calc(-1 * ${FOCUS_ROOM})`,
            marginBlock: `calc(${BLOCK_PADDING} - ${FOCUS_ROOM})`,
          }}
        >
          <ul
            css={{
              display: 'grid',
              gridAutoFlow: 'column',
              gap: t.space(gap),
              margin: 0,
              padding: 0,
              paddingBlock: FOCUS_ROOM,
              paddingInline: FOCUS_ROOM,
              listStyle: 'none',
              '& > li': { minInlineSize: 0 },
              ...responsive,
            }}
          >
            {items.slice(0, shown).map((child, i) => (
              <li key={(child as { key?: string | null }).key ?? i}>{child}</li>
            ))}
          </ul>
        </div>
        {controls === 'overlay' && showArrows ? arrow('next') : null}
      </div>
      {engine && viewport ? <engine.CarouselEngine viewport={viewport} direction={dir} onApi={setApi} /> : null}
    </section>
  );
}
