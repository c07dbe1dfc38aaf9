import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../http/errors.ts';
import { renderWithProviders, setupI18n } from '../../testing/index.ts';
import { QueryErrorAlert } from './QueryErrorAlert.tsx';

beforeAll(() => setupI18n());

test('shows the title, the translated error and a Retry button that refetches', async () => {
  const refetch = jest.fn();
  renderWithProviders(<QueryErrorAlert title="Plans could not be loaded" query={{ error: new Error('Payments are down'), isFetching: false, refetch }} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Plans could not be loaded');
  expect(alert).toHaveTextContent('Payments are down');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('an unknown failure gets the generic text; the button is busy while refetching', () => {
  renderWithProviders(<QueryErrorAlert title="Failed" query={{ error: null, isFetching: true, refetch: () => {} }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
});

test('a known error code is translated', () => {
  const error = new ApiError('event_not_found', 'raw server text', 404);
  renderWithProviders(<QueryErrorAlert title="Failed" query={{ error, isFetching: false, refetch: () => {} }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Event not found');
  expect(screen.getByRole('alert')).not.toHaveTextContent('raw server text');
});
