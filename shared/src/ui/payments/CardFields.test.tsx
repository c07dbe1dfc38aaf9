import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../internal/test-utils.tsx';
import { CardFields, type CardFieldsTexts } from './CardFields.tsx';
import type { SandboxCards } from './card-provider.ts';

const PROVIDER = { origin: 'https://cards.test', scriptUrl: 'https://cards.test/checkout.js' };
const TEXTS: CardFieldsTexts = {
  frameTitle: 'Card details',
  number: 'Card number',
  expiry: 'Expiry',
  cvc: 'CVC',
  invalidNumber: 'Bad number',
  invalidExpiry: 'Bad expiry',
  invalidCvc: 'Bad CVC',
  unavailableTitle: 'Cards unavailable',
  unavailable: 'The card form could not be loaded.',
  retry: 'Try again',
};

afterEach(() => {
  delete window.SandboxCards;
  jest.restoreAllMocks();
});

function provider(mount: SandboxCards['mount']) {
  window.SandboxCards = { version: 'test', origin: PROVIDER.origin, mount, confirm: jest.fn() };
}

test('mounts the provider fields with the texts, direction and theme, and hands over the handle', async () => {
  const handle = { tokenize: jest.fn(), focus: jest.fn(), destroy: jest.fn() };
  const mount = jest.fn<ReturnType<SandboxCards['mount']>, Parameters<SandboxCards['mount']>>(async () => handle);
  provider(mount);
  const onReady = jest.fn();
  const view = renderUi(<CardFields provider={PROVIDER} texts={TEXTS} onReady={onReady} />, { dir: 'rtl', mode: 'light' });
  await waitFor(() => expect(screen.getByTestId('card-fields')).toHaveAttribute('data-state', 'ready'));
  expect(onReady).toHaveBeenLastCalledWith(handle);
  expect(mount).toHaveBeenCalledTimes(1);
  expect(mount.mock.calls[0]![1]).toMatchObject({ title: 'Card details', dir: 'rtl', theme: 'light', texts: { number: 'Card number', invalidCvc: 'Bad CVC' } });
  // Re-rendering with equal texts keeps the frame; unmounting destroys it.
  view.rerender(<CardFields provider={{ ...PROVIDER }} texts={{ ...TEXTS }} onReady={onReady} />);
  expect(mount).toHaveBeenCalledTimes(1);
  view.unmount();
  expect(handle.destroy).toHaveBeenCalled();
  expect(onReady).toHaveBeenLastCalledWith(null);
});

test('a frame that fails to load says so (logged only) and Try again mounts anew', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  const mount = jest.fn(async () => {
    if (fail) throw new Error('frame did not load');
    return { tokenize: jest.fn(), focus: jest.fn(), destroy: jest.fn() };
  });
  provider(mount);
  const onRetry = jest.fn();
  renderUi(<CardFields provider={PROVIDER} texts={TEXTS} onReady={() => {}} onRetry={onRetry} />);
  expect(await screen.findByText('The card form could not be loaded.')).toBeInTheDocument();
  expect(console.error).toHaveBeenCalled();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.getByTestId('card-fields')).toHaveAttribute('data-state', 'ready'));
});

test('no provider address yet: a skeleton; an address error: unavailable at once', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const view = renderUi(<CardFields provider={undefined} texts={TEXTS} onReady={() => {}} />);
  expect(screen.getByTestId('card-fields')).toHaveAttribute('data-state', 'loading');
  await act(async () => view.rerender(<CardFields provider={undefined} providerError={new Error('down')} texts={TEXTS} onReady={() => {}} />));
  expect(screen.getByTestId('card-fields')).toHaveAttribute('data-state', 'unavailable');
  expect(screen.getByText('Cards unavailable')).toBeInTheDocument();
});
