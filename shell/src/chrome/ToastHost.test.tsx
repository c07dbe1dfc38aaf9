import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { portalStore, toast, toastsAtom } from '@portal/shared';
import { renderWithShell, setUpI18n } from '../test-utils.tsx';
import { TOAST_SETUP_FAILED, ToastHost, setupToastContainer } from './ToastHost.tsx';

beforeAll(() => setUpI18n());
beforeEach(() => {
  jest.useFakeTimers();
  portalStore.set(toastsAtom, []);
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('toasts', () => {
  it('show success politely and danger as an alert, from the shared state', () => {
    renderWithShell(<ToastHost />);
    act(() => {
      toast.success('Saved');
      toast.danger('Something broke');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Something broke');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('close after 4000 ms and are removed 150 ms later', () => {
    renderWithShell(<ToastHost />);
    act(() => void toast.success('Saved'));
    advance(3999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Saved').closest('[data-state]')).toHaveAttribute('data-state', 'closed');
    advance(149);
    expect(screen.queryByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(portalStore.get(toastsAtom)).toHaveLength(0);
  });

  it('pause while hovered and resume with the time left', () => {
    renderWithShell(<ToastHost />);
    act(() => void toast.success('Saved'));
    advance(3000);
    const el = screen.getByText('Saved').closest('[data-state]')!;
    fireEvent.mouseEnter(el);
    advance(10_000);
    expect(el).toHaveAttribute('data-state', 'open');
    fireEvent.mouseLeave(el);
    advance(999);
    expect(el).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(el).toHaveAttribute('data-state', 'closed');
  });

  it('pause while focused', () => {
    renderWithShell(<ToastHost />);
    act(() => void toast.danger('Oops'));
    const el = screen.getByText('Oops').closest('[data-state]')!;
    fireEvent.focus(screen.getByRole('button'));
    advance(10_000);
    expect(el).toHaveAttribute('data-state', 'open');
  });

  it('the close button closes at once', () => {
    renderWithShell(<ToastHost />);
    act(() => void toast.success('Saved'));
    fireEvent.click(screen.getByRole('button'));
    advance(150);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it("logs 'Failed to setup toast containers!' and goes on when the container cannot be set up", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const brokenDocument = {
      getElementById: () => null,
      createElement: () => {
        throw new Error('no DOM');
      },
    } as unknown as Document;
    const broken = () => setupToastContainer(brokenDocument);
    renderWithShell(
      <>
        <ToastHost setup={broken} />
        <p>page still here</p>
      </>,
    );
    act(() => void toast.success('Saved'));
    expect(error).toHaveBeenCalledWith(TOAST_SETUP_FAILED, expect.any(Error));
    expect(TOAST_SETUP_FAILED).toBe('Failed to setup toast containers!');
    expect(screen.getByText('page still here')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).toBeNull();
    error.mockRestore();
  });
});

describe('toasts with a link', () => {
  it('render a router link after the text, stay 10 s, and close when followed', () => {
    // in the app the host sits inside the router (ShellChrome under the root route)
    renderWithShell(
      <MemoryRouter>
        <ToastHost />
      </MemoryRouter>,
    );
    act(() => void toast.link('Final is live now', { href: '/events/42/', label: 'Watch now' }));
    const link = screen.getByRole('link', { name: 'Watch now' });
    expect(link).toHaveAttribute('href', '/events/42/');
    expect(screen.getByRole('status')).toHaveTextContent('Final is live now Watch now');
    advance(9_999);
    expect(link.closest('[data-state]')).toHaveAttribute('data-state', 'open');
    fireEvent.click(link);
    expect(link.closest('[data-state]')).toHaveAttribute('data-state', 'closed');
  });
});
