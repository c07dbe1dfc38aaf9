import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../internal/test-utils.tsx';
import { TOAST_DURATION_MS, TOAST_REMOVE_MS } from '../timing.ts';
import type { ToastData } from './Toast.tsx';
import { ToastViewport } from './ToastViewport.tsx';

const success: ToastData = { id: 'a', kind: 'success', message: 'Saved' };
const danger: ToastData = { id: 'b', kind: 'danger', message: 'Payment failed' };

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces success politely and danger assertively', () => {
    renderUi(<ToastViewport toasts={[success, danger]} onRemove={jest.fn()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(alert);
  });

  it('closes after 4000 ms and is removed 150 ms later', () => {
    const onClose = jest.fn();
    const onRemove = jest.fn();
    renderUi(<ToastViewport toasts={[success]} onClose={onClose} onRemove={onRemove} />);
    advance(TOAST_DURATION_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledWith('a');
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
    advance(TOAST_REMOVE_MS - 1);
    expect(onRemove).not.toHaveBeenCalled();
    advance(1);
    expect(onRemove).toHaveBeenCalledWith('a');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes with the time left', () => {
    const onRemove = jest.fn();
    renderUi(<ToastViewport toasts={[success]} onRemove={onRemove} />);
    const toast = screen.getByRole('status');
    advance(3000);
    fireEvent.mouseEnter(toast);
    advance(10_000);
    expect(toast).toHaveAttribute('data-state', 'open');
    fireEvent.mouseLeave(toast);
    advance(999);
    expect(toast).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(toast).toHaveAttribute('data-state', 'closed');
    advance(TOAST_REMOVE_MS);
    expect(onRemove).toHaveBeenCalledWith('a');
  });

  it('pauses while it has keyboard focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onRemove = jest.fn();
    renderUi(<ToastViewport toasts={[danger]} onRemove={onRemove} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    advance(TOAST_DURATION_MS * 3);
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'closed');
    advance(TOAST_REMOVE_MS);
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('honours a custom duration and outside closing', () => {
    const onRemove = jest.fn();
    const { rerender } = renderUi(<ToastViewport toasts={[{ ...success, duration: 1000 }, { ...danger, duration: 0 }]} onRemove={onRemove} />);
    advance(1000);
    advance(TOAST_REMOVE_MS);
    expect(onRemove).toHaveBeenCalledWith('a');
    advance(60_000);
    expect(onRemove).toHaveBeenCalledTimes(1);
    rerender(<ToastViewport toasts={[{ ...danger, duration: 0, open: false }]} onRemove={onRemove} />);
    advance(TOAST_REMOVE_MS);
    expect(onRemove).toHaveBeenLastCalledWith('b');
  });
});
