import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider, POPPER_DISPOSE_MS } from '@portal/shared/ui';
import type { ReactElement } from 'react';
import { loadMenuPanel } from './load.ts';
import { Menu, MENU_HIDE_DELAY_MS } from './Menu.tsx';
import { MenuItem } from './MenuItem.tsx';

const renderUi = (ui: ReactElement) => render(<PortalThemeProvider mode="dark">{ui}</PortalThemeProvider>);

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setup() {
  renderUi(
    <>
      <Menu label="Account">
        <MenuItem href="/account/">Profile</MenuItem>
        <MenuItem href="/following/league/">Following</MenuItem>
      </Menu>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

describe('Menu', () => {
  // The overlay chunk loads on first intent in the app; here it is loaded up front (the lazy path has its own test).
  beforeAll(() => loadMenuPanel());
  beforeEach(() => jest.useFakeTimers());
  // Let floating-ui's asynchronous position updates settle inside act before the next test.
  afterEach(() => act(async () => {}));
  afterEach(() => jest.useRealTimers());

  it('opens on hover and hides 400 ms after the pointer leaves, disposed 150 ms later', () => {
    const trigger = setup();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(screen.getByRole('menu', { name: 'Account' })).toHaveAttribute('data-state', 'open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Hovering does not move focus.
    expect(document.body).toHaveFocus();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(MENU_HIDE_DELAY_MS - 1);
    expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(screen.getByRole('menu', { hidden: true })).toHaveAttribute('data-state', 'closed');
    advance(POPPER_DISPOSE_MS - 1);
    expect(screen.getByRole('menu', { hidden: true })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
  });

  it('stays open while the pointer moves from the trigger into the panel', () => {
    const trigger = setup();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(200);
    const menu = screen.getByRole('menu');
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    advance(MENU_HIDE_DELAY_MS * 3);
    expect(menu).toHaveAttribute('data-state', 'open');
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    advance(MENU_HIDE_DELAY_MS);
    expect(menu).toHaveAttribute('data-state', 'closed');
  });

  it('opens on focus, ArrowDown enters it, Escape closes and returns focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const trigger = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Following' })).toHaveFocus();
    advance(MENU_HIDE_DELAY_MS * 2);
    expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('menu', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });

  it('hides 400 ms after focus leaves both trigger and panel', () => {
    const trigger = setup();
    act(() => trigger.focus());
    expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(MENU_HIDE_DELAY_MS - 1);
    expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(screen.getByRole('menu', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });
});
