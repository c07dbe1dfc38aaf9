import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PortalThemeProvider } from '@portal/shared/ui';
import { ReleaseNote } from './ReleaseNote.tsx';

const renderWithProviders = async (ui: ReactElement) => render(<PortalThemeProvider mode="dark">{ui}</PortalThemeProvider>);

beforeEach(() => sessionStorage.clear());

test('shows the release note baked into the build, and nothing without one', async () => {
  const { unmount } = await renderWithProviders(<ReleaseNote note="Now with instant replays" />);
  expect(screen.getByTestId('release-note')).toHaveTextContent('Now with instant replays');
  unmount();
  await renderWithProviders(<ReleaseNote note="" />);
  expect(screen.queryByTestId('release-note')).toBeNull();
});

test('a dismissed note stays hidden for the session', async () => {
  const { unmount } = await renderWithProviders(<ReleaseNote note="Note A" />);
  fireEvent.click(screen.getByRole('button'));
  expect(screen.queryByTestId('release-note')).toBeNull();
  unmount();
  await renderWithProviders(<ReleaseNote note="Note A" />);
  expect(screen.queryByTestId('release-note')).toBeNull();
});
