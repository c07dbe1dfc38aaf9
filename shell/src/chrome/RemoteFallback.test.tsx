import { screen } from '@testing-library/react';
import { renderWithShell, setUpI18n } from '../test-utils.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';

beforeAll(() => setUpI18n());

describe('remote fallback for an incompatible remote', () => {
  it('says the part needs an update and offers no retry that cannot help', () => {
    renderWithShell(<RemoteFallback remoteId="mf-following" kind="incompatible" onRetry={jest.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-kind', 'incompatible');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This part of the portal needs an update');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('an unavailable remote keeps its retry', () => {
    renderWithShell(<RemoteFallback remoteId="mf-following" kind="unavailable" onRetry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
