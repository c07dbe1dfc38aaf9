// The overlay libraries are not part of the kit's first load: a trigger works before they arrive.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../components/Dialog.tsx';
import { Dropdown } from '../../components/Dropdown.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { renderUi } from '../test-utils.tsx';

it('opens a dropdown whose implementation is still loading, focusing its first item once there', async () => {
  const user = userEvent.setup();
  renderUi(
    <Dropdown label="Sort by">
      <MenuItem>Newest</MenuItem>
      <MenuItem>Oldest</MenuItem>
    </Dropdown>,
  );
  const trigger = screen.getByRole('button', { name: 'Sort by' });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('menu', { name: 'Sort by' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Newest' })).toHaveFocus();
});

it('renders a dialog that was open from the start once its implementation is there', async () => {
  renderUi(
    <Dialog open onClose={() => {}} title="Survey">
      <button type="button">Start</button>
    </Dialog>,
  );
  expect(await screen.findByRole('dialog', { name: 'Survey' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
});
