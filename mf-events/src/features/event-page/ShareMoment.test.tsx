// Share a moment: the link carries the position (none on live), the "copied" state lasts
// CLIPBOARD_COPIED_MS (1500 ms, docs/product.md), and without a clipboard the link is shown selected.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '@portal/shared/testing';
import { CLIPBOARD_COPIED_MS } from '@portal/shared/ui';
import en from '../../i18n/locales/en/events.json';
import { mapEvent } from '@portal/shared';
import { rawEvent } from '../../testing/fixtures.ts';
import type { PlayerHandle } from '../player/index.ts';
import { ShareMoment } from './ShareMoment.tsx';

beforeAll(() => setupI18n('events', en));

const event = mapEvent(rawEvent(42, 'archived'));
const handle = (time: number): { current: PlayerHandle } => ({ current: { seek: () => {}, currentTime: () => time, duration: () => 600 } });

function withClipboard(writeText: ((s: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

afterEach(() => {
  jest.useRealTimers();
  withClipboard(undefined);
});

test('copies a link to the moment playing and says so for exactly 1500 ms', async () => {
  jest.useFakeTimers();
  const writeText = jest.fn(() => Promise.resolve());
  withClipboard(writeText);
  renderWithProviders(<ShareMoment item={event} live={false} player={handle(83.6)} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share moment' }));
  });
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/42/?t=83`);
  expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  expect(CLIPBOARD_COPIED_MS).toBe(1500);
  act(() => jest.advanceTimersByTime(CLIPBOARD_COPIED_MS - 1));
  expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Share moment' })).toBeInTheDocument();
});

test('on live the link has no position: it opens at the live edge', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  withClipboard(writeText);
  renderWithProviders(<ShareMoment item={event} live player={handle(700)} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  });
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/42/`);
});

test('a clip links its event page with the clip and the moment', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  withClipboard(writeText);
  const clip = { ...event, id: '900', eventId: '42' };
  renderWithProviders(<ShareMoment item={clip} clip live={false} player={handle(12)} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share moment' }));
  });
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/42/?highlight=900&t=12`);
});

test('without a clipboard the link is shown read-only and selected', async () => {
  withClipboard(undefined);
  renderWithProviders(<ShareMoment item={event} live={false} player={handle(8)} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share moment' }));
  });
  const field = screen.getByRole('textbox', { name: 'Copy this link:' }) as HTMLInputElement;
  expect(field).toHaveAttribute('readonly');
  expect(field.value).toBe(`${window.location.origin}/events/42/?t=8`);
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  expect(screen.getByRole('button', { name: 'Share moment' })).toBeInTheDocument();
});

test('a refused clipboard write falls back to the field too', async () => {
  withClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  renderWithProviders(<ShareMoment item={event} live={false} player={handle(8)} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share moment' }));
  });
  expect(screen.getByRole('textbox', { name: 'Copy this link:' })).toBeInTheDocument();
});
