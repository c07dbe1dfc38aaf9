import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { testConfig } from '../test-utils.tsx';
import { afterLoadIdle, installLinkPreloading, preloadForTarget } from './LinkPreloader.tsx';
import { focusPage, FocusManager } from './FocusManager.tsx';
import { ScrollManager } from './ScrollManager.tsx';

jest.mock('../remotes/federation.ts', () => ({ preloadRemoteRoutes: jest.fn() }));

describe('link preloading', () => {
  // mf-commerce (owner of /payment) switched off: a disabled owner is never preloaded.
  const remotes = testConfig().remotes.map((r) => (r.id === 'mf-commerce' ? { ...r, enabled: false } : r));
  const link = (href: string) => {
    const a = document.createElement('a');
    a.href = href;
    a.innerHTML = '<span>text</span>';
    document.body.appendChild(a);
    return a;
  };
  afterEach(() => (document.body.innerHTML = ''));

  it('preloads the enabled owner of a hovered or focused link (longest prefix)', () => {
    const preload = jest.fn();
    const stop = installLinkPreloading({ remotes: () => remotes, preload });
    link('/account/general/')
      .querySelector('span')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'mf-account' }));
    link('/live/').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'mf-events' }));
    stop();
  });

  it('skips disabled owners, other origins and in-page anchors', () => {
    const preload = jest.fn();
    expect(preloadForTarget(link('/payment/success/'), { remotes: () => remotes, preload })).toBeNull();
    expect(preloadForTarget(link('https://elsewhere.example/live/'), { remotes: () => remotes, preload })).toBeNull();
    expect(preloadForTarget(link('#top'), { remotes: () => remotes, preload })).toBeNull();
    expect(preload).not.toHaveBeenCalled();
  });

  it('preloads links entering the viewport', () => {
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => {};
    (globalThis as Record<string, unknown>).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
      disconnect() {}
    };
    const preload = jest.fn();
    const a = link('/auth/login/');
    let idle: () => void = () => {};
    const stop = installLinkPreloading({ remotes: () => remotes, preload, whenIdle: (work) => ((idle = work), () => {}) });
    // nothing is watched while the first page loads; intent does not wait
    expect(observed).toEqual([]);
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    preload.mockClear();
    idle();
    expect(observed).toContain(a);
    callback([{ isIntersecting: true, target: a } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ id: 'mf-auth' }));
    stop();
    delete (globalThis as Record<string, unknown>).IntersectionObserver;
  });

  it('watches links on sight only after the load event, when the browser is idle', () => {
    const work = jest.fn();
    let onLoad: () => void = () => {};
    const fakeWindow = {
      document: { readyState: 'loading' },
      addEventListener: (_: string, cb: () => void) => (onLoad = cb),
      removeEventListener: jest.fn(),
      requestIdleCallback: (cb: () => void) => (cb(), 1),
      cancelIdleCallback: jest.fn(),
    } as unknown as Window;
    afterLoadIdle(work, fakeWindow);
    expect(work).not.toHaveBeenCalled();
    onLoad();
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    const cancel = afterLoadIdle(cancelled, fakeWindow);
    cancel();
    onLoad();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('scroll on navigation', () => {
  it('scrolls to the top on navigation and to the anchor of a hash link', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const intoView = jest.fn();
    Element.prototype.scrollIntoView = intoView;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <ScrollManager />
              <Outlet />
            </>
          ),
          children: [{ path: 'a', element: <h2 id="standings">Standings</h2> }, { path: 'b' }],
        },
      ],
      { initialEntries: ['/b'] },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await act(() => router.navigate('/a#standings'));
    expect(intoView).toHaveBeenCalled();
  });
});

describe('focus on navigation', () => {
  const Frame = () => (
    <>
      <FocusManager />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
  function Typing() {
    return <input aria-label="Search" autoFocus />;
  }
  const setup = () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Frame />,
          children: [
            { path: 'list', element: <a href="/event">Card</a> },
            { path: 'event', element: <h1>Home 1 – Away 1</h1> },
            { path: 'search', element: <Typing /> },
          ],
        },
      ],
      { initialEntries: ['/list'] },
    );
    const view = render(<RouterProvider router={router} />);
    return { router, ...view };
  };
  afterEach(() => (document.body.innerHTML = ''));

  it("moves focus to the new page's h1 after a navigation, not on the first load", async () => {
    const { router, getByRole } = setup();
    expect(document.activeElement).toBe(document.body);
    const card = getByRole('link', { name: 'Card' });
    card.focus();
    await act(() => router.navigate('/event'));
    const heading = getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    // focusable from script, never a Tab stop
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus where the new page put it, and on its control when only the query changes', async () => {
    const { router, getByRole } = setup();
    await act(() => router.navigate('/search'));
    const input = getByRole('textbox', { name: 'Search' });
    expect(input).toHaveFocus();
    await act(() => router.navigate('/search?q=goal'));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(input).toHaveFocus();
  });

  it('focuses main when the page draws no h1 in time, and gives up once the viewer has moved on', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>No heading</p></main><button>Elsewhere</button>';
    focusPage(null, window, 0);
    expect(document.activeElement).toBe(document.getElementById('main'));
    const other = document.querySelector('button')!;
    other.focus();
    document.getElementById('main')!.insertAdjacentHTML('beforeend', '<h1>Late</h1>');
    focusPage(null, window, 0);
    expect(other).toHaveFocus();
    // a field that stays focused across the navigation keeps it, a button the viewer pressed does not
    document.body.innerHTML = '<input aria-label="Search"><button>Go</button><main id="main" tabindex="-1"><h1>Results</h1></main>';
    const field = document.querySelector('input')!;
    field.focus();
    focusPage(field, window, 0);
    expect(field).toHaveFocus();
    const go = document.querySelector('button')!;
    go.focus();
    focusPage(go, window, 0);
    expect(document.querySelector('h1')).toHaveFocus();
  });
});
