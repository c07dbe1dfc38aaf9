import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider, SWIPE_THRESHOLD_PX } from '@portal/shared/ui';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { Carousel, firstRenderCount } from './Carousel.tsx';
import { loadCarouselEngine } from './load.ts';

// jsdom has no PointerEvent: without it fireEvent.pointerDown() drops clientX, pointerId and pointerType.
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventShim;
}

/** Renders inside the portal theme, optionally in a right-to-left container. */
function renderUi(ui: ReactElement, { dir }: { dir?: 'ltr' | 'rtl' } = {}) {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <PortalThemeProvider mode="dark" primary="#2f80ff">
      {dir ? <div dir={dir}>{children}</div> : children}
    </PortalThemeProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

// jsdom lays nothing out, so embla cannot measure: a stand-in records how the Carousel drives it
// (options, page steps) and reports the edges a real row would have. The paging itself is embla's.
const embla = {
  options: [] as Array<Record<string, unknown>>,
  viewport: null as HTMLElement | null,
  canPrev: false,
  canNext: true,
  api: {
    scrollNext: jest.fn(),
    scrollPrev: jest.fn(),
    canScrollPrev: () => embla.canPrev,
    canScrollNext: () => embla.canNext,
    scrollSnapList: () => [0, 1, 2],
    on() {
      return embla.api;
    },
    off() {
      return embla.api;
    },
  },
};
jest.mock('embla-carousel-react', () => ({
  __esModule: true,
  default: (options: Record<string, unknown>) => {
    embla.options.push(options);
    return [(el: HTMLElement | null) => (embla.viewport = el), embla.api];
  },
}));

const lastOptions = () => embla.options[embla.options.length - 1];
let reduceMotion = false;
const matchMedia = window.matchMedia;

beforeAll(() => loadCarouselEngine());
beforeEach(() => {
  embla.options = [];
  embla.api.scrollNext.mockClear();
  embla.api.scrollPrev.mockClear();
  reduceMotion = false;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') && reduceMotion });
});
afterAll(() => {
  window.matchMedia = matchMedia;
});

function setup(dir: 'ltr' | 'rtl' = 'ltr') {
  const onNavigate = jest.fn();
  const utils = renderUi(
    <Carousel aria-label="Live now" onNavigate={onNavigate}>
      {Array.from({ length: 8 }, (_, i) => (
        <a key={i} href={`/events/${i}/`}>
          Event {i}
        </a>
      ))}
    </Carousel>,
    { dir },
  );
  const viewport = screen.getByTestId('carousel-viewport');
  return { ...utils, onNavigate, viewport };
}

function swipe(el: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 500, clientY: 100 });
  fireEvent.pointerUp(el, { pointerId: 1, button: 0, clientX: 500 + dx, clientY: 100 + dy });
}

describe('Carousel', () => {
  it('is a labelled region with one list item per child, driven by embla on its viewport', () => {
    const { viewport } = setup();
    expect(screen.getByRole('region', { name: 'Live now' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(embla.viewport).toBe(viewport);
    expect(lastOptions()).toEqual(expect.objectContaining({ direction: 'ltr', slidesToScroll: 'auto', watchDrag: false }));
  });

  it("leaves room for a focused item's ring inside the clipping viewport, the items where they were", () => {
    const { viewport } = setup();
    const track = getComputedStyle(viewport.firstElementChild!);
    const view = getComputedStyle(viewport);
    expect(view.overflow).toBe('hidden');
    // the Card's ring reaches 8 px past it (6 px out, 2 px wide)
    expect(parseFloat(track.getPropertyValue('padding-inline'))).toBeGreaterThanOrEqual(8);
    expect(parseFloat(track.getPropertyValue('padding-block'))).toBeGreaterThanOrEqual(8);
    expect(view.getPropertyValue('margin-inline')).toBe(`calc(-1 * ${track.getPropertyValue('padding-inline')})`);
  });

  it('ignores a drag shorter than 50 px and pages on 50 px', () => {
    const { viewport, onNavigate } = setup();
    swipe(viewport, -(SWIPE_THRESHOLD_PX - 1));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    swipe(viewport, -SWIPE_THRESHOLD_PX);
    expect(onNavigate).toHaveBeenLastCalledWith('next');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    swipe(viewport, SWIPE_THRESHOLD_PX + 20);
    expect(onNavigate).toHaveBeenLastCalledWith('prev');
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('ignores mostly vertical drags', () => {
    const { viewport, onNavigate } = setup();
    swipe(viewport, -60, 120);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('in right-to-left, embla runs right-to-left and a swipe to the right is next', () => {
    const { viewport, onNavigate } = setup('rtl');
    expect(lastOptions()).toEqual(expect.objectContaining({ direction: 'rtl' }));
    swipe(viewport, SWIPE_THRESHOLD_PX);
    expect(onNavigate).toHaveBeenLastCalledWith('next');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    swipe(viewport, -SWIPE_THRESHOLD_PX);
    expect(onNavigate).toHaveBeenLastCalledWith('prev');
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('follows a direction change without a reload (a switch to Hebrew) when the row is approached again', () => {
    const { viewport, onNavigate } = setup('ltr');
    const holder = viewport.closest('[dir]') as HTMLElement;
    act(() => holder.setAttribute('dir', 'rtl'));
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Live now' }));
    expect(lastOptions()).toEqual(expect.objectContaining({ direction: 'rtl' }));
    swipe(viewport, SWIPE_THRESHOLD_PX);
    expect(onNavigate).toHaveBeenLastCalledWith('next');
  });

  it('previous/next buttons are labelled, follow the edges and page (animated unless motion is reduced)', async () => {
    const user = userEvent.setup();
    setup('rtl');
    const next = screen.getByRole('button', { name: 'Next' });
    const prev = screen.getByRole('button', { name: 'Previous' });
    expect(prev).toBeDisabled(); // at the start
    await user.click(next);
    expect(embla.api.scrollNext).toHaveBeenLastCalledWith(false);
    reduceMotion = true;
    await user.click(next);
    expect(embla.api.scrollNext).toHaveBeenLastCalledWith(true);
  });

  it('can be paged from the keyboard', async () => {
    const user = userEvent.setup();
    setup();
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('suppresses the click that ends a swipe', () => {
    const onClick = jest.fn((e: Event) => e.preventDefault());
    const { viewport } = setup();
    const link = screen.getByRole('link', { name: 'Event 0' });
    link.addEventListener('click', onClick);
    swipe(viewport, -80);
    act(() => {
      link.click();
    });
    expect(onClick).not.toHaveBeenCalled();
    act(() => {
      link.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

test('the first render builds a view of items and one more; the rest follow in a background render', () => {
  // Each item notes how many items were on the page when it was committed.
  const seen: number[] = [];
  function Item({ n }: { n: number }) {
    useLayoutEffect(() => {
      seen[n] = document.querySelectorAll('[data-testid="carousel-viewport"] li').length;
    }, [n]);
    return <span>item {n}</span>;
  }
  const perView = { base: 1.3, md: 2.6, xl: 4 };
  expect(firstRenderCount(perView)).toBe(5);
  renderUi(
    <Carousel aria-label="Row" itemsPerView={perView}>
      {Array.from({ length: 12 }, (_, n) => (
        <Item key={n} n={n} />
      ))}
    </Carousel>,
  );
  expect(screen.getAllByText(/^item /)).toHaveLength(12);
  expect(seen.slice(0, 5)).toEqual([5, 5, 5, 5, 5]);
  expect(seen.slice(5)).toEqual([12, 12, 12, 12, 12, 12, 12]);
});
