import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadOverlays } from '../internal/overlays/load.ts';
import { renderUi } from '../internal/test-utils.tsx';
import { POPPER_DISPOSE_MS } from '../timing.ts';
import { Button } from './Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open survey</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="User survey"
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Later
            </Button>
            <Button>Continue</Button>
          </>
        }
        {...props}
      >
        <p>Tell us what you think.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  // The overlay chunk loads on first intent in the app; here it is loaded up front (the lazy path has its own test).
  beforeAll(() => loadOverlays());
  beforeEach(() => jest.useFakeTimers());
  // Let floating-ui's asynchronous position updates settle inside act before the next test.
  afterEach(() => act(async () => {}));
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('is a modal dialog labelled by its title', async () => {
    const user = setup();
    renderUi(<Harness description="It takes a minute." />);
    await user.click(screen.getByRole('button', { name: 'Open survey' }));
    const dialog = screen.getByRole('dialog', { name: 'User survey' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It takes a minute.');
  });

  it('moves focus inside and traps Tab and Shift+Tab', async () => {
    const user = setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open survey' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const later = screen.getByRole('button', { name: 'Later' });
    const cont = screen.getByRole('button', { name: 'Continue' });
    // No focusable element in the body: the first focusable of the dialog gets focus.
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    close.focus();
    await user.tab();
    expect(later).toHaveFocus();
    await user.tab();
    expect(cont).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cont).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = setup();
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open survey' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(POPPER_DISPOSE_MS));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('closes from the close button and the backdrop', async () => {
    const user = setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open survey' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(POPPER_DISPOSE_MS));

    await user.click(screen.getByRole('button', { name: 'Open survey' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });

  it('has a 600x750 survey size', async () => {
    const user = setup();
    renderUi(<Harness size="survey" flush />);
    await user.click(screen.getByRole('button', { name: 'Open survey' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-size', 'survey');
    expect(getComputedStyle(dialog).getPropertyValue('inline-size')).toContain('600px');
    expect(getComputedStyle(dialog).getPropertyValue('block-size')).toContain('750px');
  });

  it('a non-modal corner dialog does not take focus', async () => {
    const user = setup();
    renderUi(<Harness modal={false} placement="bottom-end" />);
    const opener = screen.getByRole('button', { name: 'Open survey' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'User survey' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(opener).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('data-state', 'closed');
  });
});
