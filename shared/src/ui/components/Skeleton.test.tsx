import { screen } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '../../testing/index.ts';
import { LoadingStatus, SkeletonLine, SkeletonRow } from './Skeleton.tsx';

beforeAll(() => setupI18n());

test('LoadingStatus is a busy status region named by its label, around skeletons hidden from assistive tech', () => {
  renderWithProviders(
    <LoadingStatus label="Loading plans" data-testid="plans-loading">
      <SkeletonLine lines={3} />
    </LoadingStatus>,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-busy', 'true');
  expect(status).toHaveAttribute('data-testid', 'plans-loading');
  expect(status).toHaveTextContent(/^Loading plans$/);
  expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
});

test("without a label it says the kit's loading text", () => {
  renderWithProviders(<LoadingStatus />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});

test('SkeletonRow is announced the same way', () => {
  renderWithProviders(<SkeletonRow count={2} label="Loading live" />);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading live$/);
});
