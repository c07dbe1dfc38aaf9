// The kit's toasts on Radix Toast. jsdom runs no CSS animation, so a closed toast leaves at once
// here; the e2e spec (e2e/specs/shell/toasts-and-modal.spec.ts) proves it waits for the exit animation.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderUi } from '../internal/test-utils.tsx';
import { TOAST_DURATION_MS } from '../timing.ts';
import { ToastViewport, type ToastData } from './ToastViewport.tsx';

const success: ToastData = { id: 'a', kind: 'success', message: 'Saved' };
const danger: ToastData = { id: 'b', kind: 'danger', message: 'Payment failed' };

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

/** Renders and lets the lazily loaded Radix part arrive. */
async function show(ui: ReactElement) {
  const view = renderUi(ui);
  await act(async () => {
    await import('./Toast.tsx');
  });
  return view;
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const item = (text: string) => screen.getByText(text).closest('li')!;

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads nothing before the first toast, then keeps the region', async () => {
    const { rerender } = await show(<ToastViewport toasts={[]} onRemove={jest.fn()} />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<ToastViewport toasts={[success]} onRemove={jest.fn()} />);
    await act(async () => {});
    expect(region()).toContainElement(item('Saved'));
    rerender(<ToastViewport toasts={[]} onRemove={jest.fn()} />);
    expect(region()).toBeInTheDocument();
  });

  it('shows each toast in the notifications region and announces success politely, danger assertively', async () => {
    await show(<ToastViewport toasts={[success, danger]} onRemove={jest.fn()} announceLabel="Notice" />);
    expect(item('Saved')).toHaveAttribute('data-kind', 'success');
    expect(item('Payment failed')).toHaveAttribute('data-kind', 'danger');
    expect(region()).toContainElement(item('Payment failed'));
    // Radix speaks through a live region of its own, filled a frame later.
    advance(50);
    const said = screen.getAllByRole('status');
    expect(said.find((s) => s.textContent === 'Notice Saved')).toHaveAttribute('aria-live', 'polite');
    expect(said.find((s) => s.textContent === 'Notice Payment failed')).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes after 4000 ms and is then removed', async () => {
    const onClose = jest.fn();
    const onRemove = jest.fn();
    await show(<ToastViewport toasts={[success]} onClose={onClose} onRemove={onRemove} />);
    advance(TOAST_DURATION_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    expect(item('Saved')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(onClose).toHaveBeenCalledWith('a');
    expect(onRemove).toHaveBeenCalledWith('a');
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses while hovered and resumes with the time left', async () => {
    const onClose = jest.fn();
    await show(<ToastViewport toasts={[success]} onClose={onClose} onRemove={jest.fn()} />);
    advance(3000);
    fireEvent.pointerMove(item('Saved'));
    advance(10_000);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(region());
    advance(999);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledWith('a');
  });

  it('is reached with Tab, and its dismiss button closes it at once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = jest.fn();
    const onRemove = jest.fn();
    await show(<ToastViewport toasts={[danger]} onClose={onClose} onRemove={onRemove} />);
    await user.tab();
    expect(item('Payment failed')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledWith('b');
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('keeps counting down only once focus leaves', async () => {
    const onClose = jest.fn();
    await show(<ToastViewport toasts={[danger]} onClose={onClose} onRemove={jest.fn()} />);
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    advance(TOAST_DURATION_MS * 3);
    expect(onClose).not.toHaveBeenCalled();
    act(() => dismiss.blur());
    advance(TOAST_DURATION_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledWith('b');
  });

  it('F8 moves focus to the toasts', async () => {
    await show(<ToastViewport toasts={[success]} onRemove={jest.fn()} />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('list')).toHaveFocus();
  });

  it('honours a custom duration, 0 as "until dismissed", and closing from outside', async () => {
    const onRemove = jest.fn();
    const { rerender } = await show(
      <ToastViewport
        toasts={[
          { ...success, duration: 1000 },
          { ...danger, duration: 0 },
        ]}
        onRemove={onRemove}
      />,
    );
    advance(1000);
    expect(onRemove).toHaveBeenCalledWith('a');
    advance(60_000);
    expect(onRemove).toHaveBeenCalledTimes(1);
    rerender(<ToastViewport toasts={[{ ...danger, duration: 0, open: false }]} onRemove={onRemove} />);
    expect(onRemove).toHaveBeenLastCalledWith('b');
    expect(screen.queryByText('Payment failed')).toBeNull();
  });
});
