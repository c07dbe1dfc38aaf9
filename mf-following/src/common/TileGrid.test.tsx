import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '@portal/shared/testing';
import en from '../i18n/locales/en/following.json';
import { TileGrid, type TileGridProps } from './TileGrid.tsx';

beforeAll(() => setupI18n('following', en));

type Item = { id: string; name: string };
const state = (s: Partial<UseQueryResult<unknown>>) =>
  ({ isPending: false, isError: false, error: null, refetch: jest.fn(), ...s }) as unknown as UseQueryResult<unknown>;

const grid = (props: Partial<TileGridProps<Item>>) =>
  renderWithProviders(
    <TileGrid<Item>
      query={state({})}
      items={[]}
      errorTitle="Could not load"
      empty="Nothing here"
      render={(item) => <span>{item.name}</span>}
      itemKey={(item) => item.id}
      {...props}
    />,
  );

test('while loading: a busy status of skeleton tiles, more of the small identity tiles than of media cards', () => {
  const { unmount } = grid({ query: state({ isPending: true }) });
  const identity = screen.getByRole('status');
  expect(identity).toHaveAttribute('aria-busy', 'true');
  expect(identity.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(8);
  unmount();
  grid({ query: state({ isPending: true }), tiles: 'media' });
  expect(screen.getByRole('status').querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(6);
});

test('waiting for the followed list keeps the skeleton even when the items are there', () => {
  grid({ waiting: true, items: [{ id: '1', name: 'Arsenal' }] });
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
});

test('a failed query shows its error with the title, not an empty list', () => {
  grid({ query: state({ isError: true, error: new Error('offline') }) });
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
  expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
});

test('empty: a sentence becomes a status line, a whole empty state is shown as given', () => {
  const { unmount } = grid({});
  expect(screen.getByRole('status')).toHaveTextContent('Nothing here');
  unmount();
  grid({ empty: <a href="/following/league/">Follow leagues</a> });
  expect(screen.getByRole('link', { name: 'Follow leagues' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('items: one list item each, in order', () => {
  grid({
    items: [
      { id: '1', name: 'Arsenal' },
      { id: '2', name: 'Chelsea' },
    ],
  });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Arsenal', 'Chelsea']);
});
