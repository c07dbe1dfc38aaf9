import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '@portal/shared/ui';
import type { ReactElement } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const renderUi = (ui: ReactElement) => render(<PortalThemeProvider mode="dark">{ui}</PortalThemeProvider>);

const renderConfirm = (props: Partial<ConfirmDialogProps> = {}) => {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  renderUi(
    <ConfirmDialog
      open
      title="Remove this device?"
      cancelLabel="Keep it"
      confirmLabel="Remove"
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="confirm"
      {...props}
    >
      <p>The TV will be signed out.</p>
    </ConfirmDialog>,
  );
  return { onCancel, onConfirm };
};

test('asks with the text, keeps on cancel, acts on confirm', async () => {
  const { onCancel, onConfirm } = renderConfirm();
  expect(await screen.findByRole('dialog', { name: 'Remove this device?' })).toHaveTextContent('The TV will be signed out.');
  await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByTestId('confirm'));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('while the action runs it cannot be dismissed; its error shows in place', async () => {
  const { onCancel } = renderConfirm({ busy: true, error: 'The server is unreachable' });
  await screen.findByRole('dialog', { name: 'Remove this device?' });
  expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('The server is unreachable');
});
