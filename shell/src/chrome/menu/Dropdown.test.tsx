import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider, POPPER_DISPOSE_MS } from '@portal/shared/ui';
import type { ReactElement } from 'react';
import { Dropdown } from './Dropdown.tsx';
import { loadMenuPanel } from './load.ts';
import { MenuItem } from './MenuItem.tsx';

const renderUi = (ui: ReactElement) => render(<PortalThemeProvider mode="dark">{ui}</PortalThemeProvider>);

function setup(onSelect = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(
    <>
      <Dropdown label="Sort by">
        <MenuItem onClick={() => onSelect('newest')}>Newest</MenuItem>
        <MenuItem onClick={() => onSelect('oldest')}>Oldest</MenuItem>
        <MenuItem disabled>Popular</MenuItem>
        <MenuItem onClick={() => onSelect('title')}>Title</MenuItem>
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Sort by' }), onSelect };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Dropdown', () => {
  // The overlay chunk loads on first intent in the app; here it is loaded up front (the lazy path has its own test).
  beforeAll(() => loadMenuPanel());
  beforeEach(() => jest.useFakeTimers());
  // Let floating-ui's asynchronous position updates settle inside act before the next test.
  afterEach(() => act(async () => {}));
  afterEach(() => jest.useRealTimers());

  it('opens below on click and focuses the first item', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Sort by' })).toBeInTheDocument();
    expect(item('Newest')).toHaveFocus();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s from the trigger', async (key) => {
    const { user, trigger } = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard(key);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(item('Newest')).toHaveFocus();
  });

  it('moves with the arrows, Home and End, skipping disabled items', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(item('Oldest')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Title')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Newest')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Title')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Newest')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Title')).toHaveFocus();
  });

  it('selects with Enter, closes and returns focus', async () => {
    const { user, trigger, onSelect } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('oldest');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(POPPER_DISPOSE_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus; is disposed after 150 ms', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('menu', { hidden: true })).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(POPPER_DISPOSE_MS - 1));
    expect(screen.getByRole('menu', { hidden: true })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
  });

  it('opens on ArrowUp at the last item, closes on an outside click', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Title')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
