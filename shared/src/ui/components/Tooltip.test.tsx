import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadOverlays } from '../internal/overlays/load.ts';
import { renderUi } from '../internal/test-utils.tsx';
import { POPPER_DISPOSE_MS, TOOLTIP_SHOW_DELAY_MS } from '../timing.ts';
import { IconButton } from './IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setup() {
  renderUi(
    <Tooltip content="Full screen">
      <IconButton aria-label="Expand">+</IconButton>
    </Tooltip>,
  );
  const trigger = screen.getByRole('button', { name: 'Expand' });
  // Somewhere in the middle of the (1024x768) jsdom viewport.
  trigger.getBoundingClientRect = () => ({ top: 300, bottom: 340, left: 100, right: 140, width: 40, height: 40, x: 100, y: 300, toJSON: () => ({}) });
  return trigger;
}

describe('Tooltip', () => {
  // The overlay chunk loads on first intent in the app; here it is loaded up front (the lazy path has its own test).
  beforeAll(() => loadOverlays());
  beforeEach(() => jest.useFakeTimers());
  // Let floating-ui's asynchronous position updates settle inside act before the next test.
  afterEach(() => act(async () => {}));
  afterEach(() => jest.useRealTimers());

  it('shows 200 ms after hover and describes its trigger', async () => {
    const trigger = setup();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    advance(TOOLTIP_SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Full screen');
    // floating-ui computes the position asynchronously (a promise): let it settle.
    await act(async () => {});
    expect(tip).toHaveAttribute('data-placement', 'top');
    // 5 px above the trigger (the tooltip itself measures 0x0 in jsdom).
    expect(tip.style.top).toBe('295px');
    expect(trigger).toHaveAccessibleDescription('Full screen');
  });

  it('does not show when the pointer leaves before the delay', () => {
    const trigger = setup();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    advance(150);
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides at once on leave and is disposed 150 ms later', () => {
    const trigger = setup();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    advance(TOOLTIP_SHOW_DELAY_MS);
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'closed');
    expect(trigger).not.toHaveAttribute('aria-describedby');
    advance(POPPER_DISPOSE_MS);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape and blur', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const trigger = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    advance(TOOLTIP_SHOW_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'closed');
    advance(POPPER_DISPOSE_MS);
    act(() => {
      trigger.blur();
      trigger.focus();
    });
    advance(TOOLTIP_SHOW_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');
    await user.tab();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });
});
