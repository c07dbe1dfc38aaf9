import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../internal/test-utils.tsx';
import { Checkbox } from './Checkbox.tsx';
import { Select } from './Select.tsx';
import { TextField } from './TextField.tsx';

describe('form fields', () => {
  it('wires label, hint and error to the input', () => {
    renderUi(<TextField label="E-mail" hint="For receipts" error="Enter a valid e-mail address." autoComplete="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For receipts Enter a valid e-mail address.');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('is valid without an error', () => {
    renderUi(<TextField label="Name" hint="As on your card" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your card');
  });

  it('reveals and hides a password, and accepts paste', async () => {
    const user = userEvent.setup();
    renderUi(<TextField label="Password" type="password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(input);
    await user.paste('s3cret-pass');
    expect(input).toHaveValue('s3cret-pass');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('labels selects and checkboxes with their errors', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Select label="Country" options={[{ value: 'il', label: 'Israel' }]} error="Choose a country." />
        <Checkbox label="I accept the terms" error="Required." />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose a country.');
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });
});

describe('text direction of addresses and codes (issue 27 item 6)', () => {
  it('e-mail, URL, phone, number and code inputs read left to right in a right-to-left page', () => {
    renderUi(
      <>
        <TextField label="E-mail" type="email" />
        <TextField label="Site" type="url" />
        <TextField label="Phone" type="tel" />
        <TextField label="Amount" inputMode="decimal" />
        <TextField label="Code" autoComplete="one-time-code" />
        <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" />
        <TextField label="Sign-in e-mail" inputMode="email" autoComplete="username" />
      </>,
      { dir: 'rtl' },
    );
    for (const name of ['E-mail', 'Site', 'Phone', 'Amount', 'Code', 'Card number', 'Sign-in e-mail']) {
      expect(screen.getByLabelText(name)).toHaveAttribute('dir', 'ltr');
    }
  });

  it('words keep the page direction, and a caller may still choose', () => {
    renderUi(
      <>
        <TextField label="Name" autoComplete="name" />
        <TextField label="Tag title" />
        <TextField label="Search" type="search" />
        <TextField label="Address" type="email" dir="auto" />
      </>,
      { dir: 'rtl' },
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Tag title')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Search')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Address')).toHaveAttribute('dir', 'auto');
  });
});
