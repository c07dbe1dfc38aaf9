import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mapEvent, portalStore, setPush, toastsAtom, clearSession, type BrowserNotifications, type ReminderPushResult } from '@portal/shared';
import { content, json, mockFetch, renderWithProviders, setupI18n, signInForTest } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import { rawEvent } from '../../testing/fixtures.ts';
import { UpcomingActions } from './UpcomingActions.tsx';

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  clearSession();
  localStorage.clear();
  portalStore.set(toastsAtom, []);
});

const upcoming = () => mapEvent(rawEvent(7, 'upcoming', { title: 'Cup final' }));

test('Notify me toggles the reminder through the API, says so, and shows its state', async () => {
  signInForTest();
  const calls = mockFetch((call) =>
    call.path === '/api/user/reminders' ? content({ eventIds: [] }) : content({ eventId: 7, on: (call.body as { on: boolean }).on }),
  );
  renderWithProviders(<UpcomingActions event={upcoming()} />);
  const button = await screen.findByRole('button', { name: 'Notify me' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  expect(calls.find((c) => c.path === '/api/user/reminder')?.body).toEqual({ eventId: 7, on: true });
  expect(portalStore.get(toastsAtom).map((t) => t.message)).toEqual(['We will let you know when Cup final starts.']);
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  expect(calls.filter((c) => c.path === '/api/user/reminder').map((c) => c.body)).toEqual([
    { eventId: 7, on: true },
    { eventId: 7, on: false },
  ]);
});

test('a refused save keeps the state and says so; signed out: only Add to calendar', async () => {
  signInForTest();
  mockFetch((call) => (call.path === '/api/user/reminders' ? content({ eventIds: [7] }) : json({ messageErrorCode: 'not_upcoming', message: 'no' }, 400)));
  const r = renderWithProviders(<UpcomingActions event={upcoming()} />);
  const button = await screen.findByRole('button', { name: 'Notify me' });
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  await userEvent.click(button);
  await waitFor(() => expect(portalStore.get(toastsAtom).map((t) => t.kind)).toEqual(['danger']));
  expect(button).toHaveAttribute('aria-pressed', 'true');
  r.unmount();
  clearSession();
  renderWithProviders(<UpcomingActions event={upcoming()} />);
  expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
});

test('Add to calendar downloads an .ics of the event; live events show neither button', async () => {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:ics';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  mockFetch(() => json({}));
  const r = renderWithProviders(<UpcomingActions event={upcoming()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
  expect(clicked[0]!.download).toBe('Cup-final.ics');
  // jsdom's Blob has no text(): read it the FileReader way
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]!);
  });
  expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
  expect(text).toContain('SUMMARY:Cup final\r\n');
  expect(text).toContain('DTSTART:20300504T183000Z\r\n');
  expect(text).toContain('URL:http://localhost/events/7/\r\n');
  r.unmount();
  renderWithProviders(<UpcomingActions event={mapEvent(rawEvent(8, 'live'))} />);
  expect(screen.queryByTestId('upcoming-actions')).toBeNull();
});

describe('browser notifications (web push, ADR 0036)', () => {
  const fakePush = (state: BrowserNotifications, result: ReminderPushResult) => {
    const enableReminders = jest.fn(async () => result);
    setPush({
      appId: '',
      buttonEnabled: false,
      setup: async () => false,
      tagUser: async () => {},
      untagUser: async () => {},
      notifications: () => state,
      enableReminders,
    });
    return enableReminders;
  };
  afterEach(() => setPush(null));

  test('turning Notify me on asks from the click and says why; denied still saves the reminder and says browser notifications are off', async () => {
    signInForTest();
    let answer: (r: ReminderPushResult) => void = () => {};
    const enableReminders = jest.fn(() => new Promise<ReminderPushResult>((r) => (answer = r)));
    setPush({
      appId: '',
      buttonEnabled: false,
      setup: async () => false,
      tagUser: async () => {},
      untagUser: async () => {},
      notifications: () => 'default',
      enableReminders,
    });
    const calls = mockFetch((call) => (call.path === '/api/user/reminders' ? content({ eventIds: [] }) : content({ eventId: 7, on: true })));
    renderWithProviders(<UpcomingActions event={upcoming()} />);
    const button = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(enableReminders).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(enableReminders).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('browser-notifications')).toHaveTextContent(
      'To remind you even when the portal is closed, your browser asks to allow notifications.',
    );
    answer('denied');
    await waitFor(() => expect(screen.getByTestId('browser-notifications')).toHaveAttribute('data-state', 'off'));
    expect(screen.getByTestId('browser-notifications')).toHaveTextContent(
      'Notifications in this browser are off: the reminder appears here while the portal is open.',
    );
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.path === '/api/user/reminder')?.body).toEqual({ eventId: 7, on: true });
    expect(portalStore.get(toastsAtom).map((t) => t.kind)).toEqual(['success']); // no error
  });

  test('subscribed: says a browser notification will come too; turning it off asks nothing', async () => {
    signInForTest();
    const enableReminders = fakePush('granted', 'subscribed');
    mockFetch((call) => (call.path === '/api/user/reminders' ? content({ eventIds: [] }) : content({ eventId: 7, on: (call.body as { on: boolean }).on })));
    renderWithProviders(<UpcomingActions event={upcoming()} />);
    const button = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('browser-notifications')).toHaveAttribute('data-state', 'on'));
    expect(screen.getByTestId('browser-notifications')).toHaveTextContent('You will also get a notification in this browser.');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(enableReminders).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('browser-notifications')).toBeNull();
  });

  test('a tenant without push: nothing asked, nothing said; a reminder already on in a browser that said no: says they are off', async () => {
    signInForTest();
    const enableReminders = fakePush('off', 'unavailable');
    mockFetch((call) => (call.path === '/api/user/reminders' ? content({ eventIds: [] }) : content({ eventId: 7, on: true })));
    const r = renderWithProviders(<UpcomingActions event={upcoming()} />);
    const button = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(enableReminders).not.toHaveBeenCalled();
    expect(screen.queryByTestId('browser-notifications')).toBeNull();
    r.unmount();

    fakePush('denied', 'denied');
    mockFetch(() => content({ eventIds: [7] }));
    renderWithProviders(<UpcomingActions event={upcoming()} />);
    expect(await screen.findByTestId('browser-notifications')).toHaveAttribute('data-state', 'off');
  });
});
