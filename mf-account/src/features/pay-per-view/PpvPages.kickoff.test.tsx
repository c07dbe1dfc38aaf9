// Issue 27 item 7: a pay-per-view ticket shows the time its event page shows (the kit's
// kickoffIso: gameStartDate where the tenant shows the real kick-off, else the scheduled date).
import { screen } from '@testing-library/react';
import { content, fakeApi, json, paged, renderRoutes, resetSession, setupI18n, testTenant } from '@portal/shared/testing';
import { kickoffIso } from '@portal/shared';
import en from '../../i18n/locales/en/account.json';
import routes from '../../exposes/routes.tsx';
import { signInForTest } from '../../testing/session.ts';
import { formatDateTime } from '../../common/format.ts';

beforeAll(() => setupI18n('account', en));
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const scheduled = '2030-05-04T18:30:00.000Z';
const realStart = '2030-05-04T19:05:00.000Z';
const ticket = {
  id: 3,
  eventId: 700,
  purchasedAt: '2026-11-02T10:00:00.000Z',
  paymentId: 12,
  price: 4.99,
  currency: 'USD',
  event: { id: 700, title: 'Harbor FC vs Valley United', status: 'upcoming', eventStatus: 'UPCOMING', date: scheduled, gameStartDate: realStart },
};

test.each([
  [true, realStart],
  [false, scheduled],
])('real kick-off %s: the ticket list and the ticket show %s, as the event page does', async (real, shown) => {
  fakeApi((call) => (call.path === '/api/commerce/ppv_tickets' ? json(paged([ticket])) : content(ticket)));
  const config = testTenant({ enable_real_kickoff_time: real });
  expect(kickoffIso({ date: scheduled, gameStartDate: realStart }, config)).toBe(shown);
  const other = formatDateTime(shown === realStart ? scheduled : realStart, 'en')!;
  const list = renderRoutes(routes, '/account/ppv/', { config });
  const row = await screen.findByTestId('ticket');
  expect(row).toHaveTextContent(formatDateTime(shown, 'en')!);
  expect(row).not.toHaveTextContent(other);
  list.unmount();
  renderRoutes(routes, '/account/ppv/3/', { config });
  const date = await screen.findByText('Event date');
  expect(date.parentElement).toHaveTextContent(formatDateTime(shown, 'en')!);
  expect(date.parentElement).not.toHaveTextContent(other);
});
