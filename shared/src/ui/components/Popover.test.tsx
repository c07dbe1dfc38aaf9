import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadOverlays } from '../internal/overlays/load.ts';
import { renderUi } from '../internal/test-utils.tsx';
import { POPPER_DISPOSE_MS } from '../timing.ts';
import { Popover } from './Popover.tsx';

function setup(dir?: 'ltr' | 'rtl') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(
    <>
      <Popover label="Share">
        <input aria-label="Link" defaultValue="https://example.test/e/1" />
        <button type="button">Copy</button>
      </Popover>
      <button type="button">Elsewhere</button>
    </>,
    { dir },
  );
  return { user, trigger: screen.getByRole('button', { name: 'Share' }) };
}

describe('Popover', () => {
  beforeAll(() => loadOverlays());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => act(async () => {}));
  afterEach(() => jest.useRealTimers());

  it('opens on click as a dialog named by its trigger and moves focus inside', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Share' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveFocus();
  });

  it('closes on Escape, returns focus and is disposed 150 ms later', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(POPPER_DISPOSE_MS));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('closes on an outside click and on the trigger again', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(POPPER_DISPOSE_MS));
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the writing direction of its trigger', async () => {
    const { user, trigger } = setup('rtl');
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl');
  });
});
