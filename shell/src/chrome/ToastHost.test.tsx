// The shell's toast host: the shared list rendered through the kit's Radix toasts. jsdom runs no CSS
// animation, so a closed toast leaves at once here (the e2e spec proves the exit animation).
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { portalStore, toast, toastsAtom } from '@portal/shared';
import { renderWithShell, setUpI18n } from '../test-utils.tsx';
import { TOAST_CONTAINER_ID, TOAST_SETUP_FAILED, ToastHost, setupToastContainer } from './ToastHost.tsx';

beforeAll(() => setUpI18n());
beforeEach(() => {
  jest.useFakeTimers();
  portalStore.set(toastsAtom, []);
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
const item = (text: string) => screen.getByText(text).closest('li')!;

/** Raises toasts and lets the lazily loaded Radix part of the kit arrive. */
async function raise(fn: () => void) {
  act(fn);
  for (let i = 0; i < 5; i++) await act(async () => {});
}

function host(ui: ReactElement = <ToastHost />) {
  return renderWithShell(ui);
}

describe('toasts', () => {
  it('show success and danger from the shared state in the translated notifications region, announced politely and at once', async () => {
    host();
    await raise(() => {
      toast.success('Saved');
      toast.danger('Something broke');
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(item('Saved'));
    expect(item('Saved')).toHaveAttribute('data-kind', 'success');
    expect(item('Something broke')).toHaveAttribute('data-kind', 'danger');
    advance(50);
    // announced from the toast container, prefixed with the translated "Notification"
    const container = document.getElementById(TOAST_CONTAINER_ID)!;
    const said = screen.getAllByRole('status').filter((s) => container.contains(s));
    expect(said.find((s) => s.textContent === 'Notification Saved')).toHaveAttribute('aria-live', 'polite');
    expect(said.find((s) => s.textContent === 'Notification Something broke')).toHaveAttribute('aria-live', 'assertive');
  });

  it('close after 4000 ms and leave the shared list', async () => {
    host();
    await raise(() => void toast.success('Saved'));
    advance(3999);
    expect(item('Saved')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(portalStore.get(toastsAtom)).toHaveLength(0);
  });

  it('pause while hovered and resume with the time left', async () => {
    host();
    await raise(() => void toast.success('Saved'));
    advance(3000);
    fireEvent.pointerMove(item('Saved'));
    advance(10_000);
    expect(item('Saved')).toHaveAttribute('data-state', 'open');
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Notifications (F8)' }));
    advance(999);
    expect(item('Saved')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pause while focused', async () => {
    host();
    await raise(() => void toast.danger('Oops'));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    advance(10_000);
    expect(item('Oops')).toHaveAttribute('data-state', 'open');
  });

  it('the close button closes at once', async () => {
    host();
    await raise(() => void toast.success('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(portalStore.get(toastsAtom)).toHaveLength(0);
  });

  it("logs 'Failed to setup toast containers!' and goes on when the container cannot be set up", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const brokenDocument = {
      getElementById: () => null,
      createElement: () => {
        throw new Error('no DOM');
      },
    } as unknown as Document;
    const broken = () => setupToastContainer(brokenDocument);
    host(
      <>
        <ToastHost setup={broken} />
        <p>page still here</p>
      </>,
    );
    await raise(() => void toast.success('Saved'));
    expect(error).toHaveBeenCalledWith(TOAST_SETUP_FAILED, expect.any(Error));
    expect(TOAST_SETUP_FAILED).toBe('Failed to setup toast containers!');
    expect(screen.getByText('page still here')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).toBeNull();
    error.mockRestore();
  });
});

describe('toasts with a link', () => {
  it('render a router link after the text, stay 10 s, and close when followed', async () => {
    // in the app the host sits inside the router (ShellChrome under the root route)
    host(
      <MemoryRouter>
        <ToastHost />
      </MemoryRouter>,
    );
    await raise(() => void toast.link('Final is live now', { href: '/events/42/', label: 'Watch now' }));
    const link = screen.getByRole('link', { name: 'Watch now' });
    expect(link).toHaveAttribute('href', '/events/42/');
    expect(link.closest('li')).toHaveTextContent('Final is live now Watch now');
    advance(9_999);
    expect(link.closest('li')).toHaveAttribute('data-state', 'open');
    fireEvent.click(link);
    expect(screen.queryByRole('link', { name: 'Watch now' })).toBeNull();
    expect(portalStore.get(toastsAtom)).toHaveLength(0);
  });
});
