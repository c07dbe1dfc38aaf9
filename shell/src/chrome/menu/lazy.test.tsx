// The menu library is not part of the shell's first load: a trigger works before it arrives.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '@portal/shared/ui';
import { Dropdown } from './Dropdown.tsx';
import { MenuItem } from './MenuItem.tsx';

it('opens a dropdown whose implementation is still loading, focusing its first item once there', async () => {
  const user = userEvent.setup();
  render(
    <PortalThemeProvider mode="dark">
      <Dropdown label="Sort by">
        <MenuItem>Newest</MenuItem>
        <MenuItem>Oldest</MenuItem>
      </Dropdown>
    </PortalThemeProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Sort by' });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('menu', { name: 'Sort by' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Newest' })).toHaveFocus();
});
