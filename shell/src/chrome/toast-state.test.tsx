// The host side of toasts (shell-owned state; any app calls toast.success/danger).
import { ThemeProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { portalStore, toast, toastsAtom } from '@portal/shared';
import { lightTheme, ToastViewport } from '@portal/shared/ui';
import { closeToast, removeToast } from './toast-state.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts (docs/product.md)', () => {
  test('success and danger toasts open; the duration is the kit default unless given', () => {
    const id = toast.success('Saved');
    toast.danger('Oops', 1000);
    expect(portalStore.get(toastsAtom)).toEqual([
      { id, kind: 'success', message: 'Saved', open: true },
      expect.objectContaining({ kind: 'danger', message: 'Oops', duration: 1000 }),
    ]);
  });

  test('close marks the toast closing; remove takes it out of the list', () => {
    portalStore.set(toastsAtom, []);
    const id = toast.success('Bye');
    closeToast(id);
    expect(portalStore.get(toastsAtom)[0]!.open).toBe(false);
    removeToast(id);
    expect(portalStore.get(toastsAtom)).toEqual([]);
  });

  test('the design system viewport closes it after its duration and takes it out of the list', async () => {
    portalStore.set(toastsAtom, []);
    const id = toast.success('Timed');
    function Shell() {
      const toasts = useAtomValue(toastsAtom);
      return <ToastViewport toasts={toasts} onClose={closeToast} onRemove={removeToast} />;
    }
    render(
      <ThemeProvider theme={lightTheme}>
        <Shell />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Timed')).toBeInTheDocument();
    expect(portalStore.get(toastsAtom).find((t) => t.id === id)?.open).toBe(true);
    // jsdom runs no exit animation: closing and leaving the list happen together here
    act(() => void jest.advanceTimersByTime(4000));
    expect(portalStore.get(toastsAtom)).toEqual([]);
  });
});
