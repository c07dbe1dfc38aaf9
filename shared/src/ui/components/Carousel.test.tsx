import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../internal/test-utils.tsx';
import { SWIPE_THRESHOLD_PX } from '../timing.ts';
import { Carousel } from './Carousel.tsx';
import { SwipeRow } from './SwipeRow.tsx';

const scrollBy = jest.fn();
const sizes = { clientWidth: 1000, scrollWidth: 3000 };

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => sizes.clientWidth });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => sizes.scrollWidth });
});
afterAll(() => {
  for (const key of ['scrollBy', 'clientWidth', 'scrollWidth']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
});
beforeEach(() => scrollBy.mockClear());

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
  const track = screen.getByRole('list');
  return { ...utils, onNavigate, track };
}

function swipe(el: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 500, clientY: 100 });
  fireEvent.pointerUp(el, { pointerId: 1, button: 0, clientX: 500 + dx, clientY: 100 + dy });
}

describe('Carousel', () => {
  it('is a labelled region with one list item per child', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Live now' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('ignores a drag shorter than 50 px and pages on 50 px', () => {
    const { track, onNavigate } = setup();
    swipe(track, -(SWIPE_THRESHOLD_PX - 1));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(scrollBy).not.toHaveBeenCalled();
    swipe(track, -SWIPE_THRESHOLD_PX);
    expect(onNavigate).toHaveBeenLastCalledWith('next');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 900 }));
    swipe(track, SWIPE_THRESHOLD_PX + 20);
    expect(onNavigate).toHaveBeenLastCalledWith('prev');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -900 }));
  });

  it('ignores mostly vertical drags', () => {
    const { track, onNavigate } = setup();
    swipe(track, -60, 120);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('in right-to-left, a swipe to the right is next and scrolls towards the left', () => {
    const { track, onNavigate } = setup('rtl');
    swipe(track, SWIPE_THRESHOLD_PX);
    expect(onNavigate).toHaveBeenLastCalledWith('next');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -900 }));
    swipe(track, -SWIPE_THRESHOLD_PX);
    expect(onNavigate).toHaveBeenLastCalledWith('prev');
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 900 }));
  });

  it('previous/next buttons page in the writing direction', async () => {
    const user = userEvent.setup();
    setup('rtl');
    const next = screen.getByRole('button', { name: 'Next' });
    const prev = screen.getByRole('button', { name: 'Previous' });
    expect(prev).toBeDisabled(); // at the start
    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -900 }));
  });

  it('suppresses the click that ends a swipe', () => {
    const onClick = jest.fn((e: Event) => e.preventDefault());
    const { track } = setup();
    const link = screen.getByRole('link', { name: 'Event 0' });
    link.addEventListener('click', onClick);
    swipe(track, -80);
    act(() => {
      link.click();
    });
    expect(onClick).not.toHaveBeenCalled();
    act(() => {
      link.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('SwipeRow names the row by its heading and shows arrows in the heading bar', () => {
    renderUi(
      <SwipeRow title="Upcoming" action={<a href="/upcoming/">See all</a>}>
        <span>One</span>
        <span>Two</span>
      </SwipeRow>,
    );
    expect(screen.getByRole('region', { name: 'Upcoming' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
