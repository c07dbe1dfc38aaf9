import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, content, fakeApi, json, renderRoutes, resetSession, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/account.json';
import routes from '../../exposes/routes.tsx';
import { signInForTest, toastMessages } from '../../testing/session.ts';

beforeAll(() => setupI18n('account', en));
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const profile = (hasPassword: boolean) => ({ id: 5, email: 'dana@example.com', displayName: 'Dana Levi', hasPassword });

test('change: other sessions are signed out by default, and the page says how many', async () => {
  const api = fakeApi((call) => (call.path === '/api/user/change_password' ? content({ success: true, signedOutSessions: 2 }) : content(profile(true))));
  renderRoutes(routes, '/account/password/');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Change your password' });
  expect(within(form).getByRole('checkbox', { name: /Sign out my other devices/ })).toBeChecked();
  await user.type(within(form).getByLabelText(/^Current password/), 'old secret');
  await user.type(within(form).getByLabelText(/^New password/), 'a brand new secret');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  const outcome = await screen.findByTestId('password-outcome');
  expect(outcome).toHaveTextContent('Your password was changed.');
  expect(outcome).toHaveTextContent('Other sessions signed out: 2.');
  expect(api.calls.find((c) => c.path === '/api/user/change_password')!.body).toEqual({
    oldPassword: 'old secret',
    newPassword: 'a brand new secret',
    signOutOthers: true,
  });
  expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  expect(toastMessages()).toContain('success:Your password was changed.');
});

test('change: unticking the choice keeps the other sessions, and the page says so', async () => {
  const api = fakeApi((call) => (call.path === '/api/user/change_password' ? content({ success: true, signedOutSessions: 0 }) : content(profile(true))));
  renderRoutes(routes, '/account/password/');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Change your password' });
  await user.type(within(form).getByLabelText(/^Current password/), 'old secret');
  await user.type(within(form).getByLabelText(/^New password/), 'a brand new secret');
  await user.click(within(form).getByRole('checkbox', { name: /Sign out my other devices/ }));
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByTestId('password-outcome')).toHaveTextContent('Your other devices stay signed in.');
  expect((api.calls.find((c) => c.path === '/api/user/change_password')!.body as { signOutOthers: boolean }).signOutOthers).toBe(false);
});

test('change: a weak new password is refused before sending; a wrong current one is marked on its field', async () => {
  const api = fakeApi((call) =>
    call.path === '/api/user/change_password' ? apiError('invalid_password', 'The current password is incorrect') : content(profile(true)),
  );
  renderRoutes(routes, '/account/password/');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Change your password' });
  await user.type(within(form).getByLabelText(/^Current password/), 'wrong one');
  await user.type(within(form).getByLabelText(/^New password/), 'short');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await within(form).findByText('Use at least 8 characters.')).toBeInTheDocument();
  expect(api.calls.map((c) => c.path)).not.toContain('/api/user/change_password');

  await user.type(within(form).getByLabelText(/^New password/), ' and longer');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  const current = within(form).getByLabelText(/^Current password/);
  await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
  expect(within(form).getByText('The current password is incorrect.')).toBeInTheDocument();
  expect(current).toHaveFocus();
  expect(screen.queryByTestId('password-outcome')).not.toBeInTheDocument();
});

test('an account without a password (single sign-on) is offered to set one, then can change it', async () => {
  let hasPassword = false;
  const api = fakeApi((call) => {
    if (call.path === '/api/user/set_password') {
      hasPassword = true;
      return content({ success: true, signedOutSessions: 0 });
    }
    return content(profile(hasPassword));
  });
  renderRoutes(routes, '/account/password/');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Set a password' });
  expect(within(form).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  await user.type(within(form).getByLabelText(/^New password/), 'my first password');
  await user.click(within(form).getByRole('button', { name: 'Set password' }));
  expect(await screen.findByTestId('password-outcome')).toHaveTextContent('Your password was set.');
  expect(await screen.findByRole('form', { name: 'Change your password' })).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/api/user/set_password')!.body).toEqual({ newPassword: 'my first password', signOutOthers: true });
});

describe('new password strength (common, breached, personal: security issue 26 item 8)', () => {
  test.each([
    ['12345678', 'This password is too common or has appeared in a data breach. Choose another one.'],
    ['Password123!', 'This password is too common or has appeared in a data breach. Choose another one.'],
    ['dana@example.com', 'Do not use your e-mail address or your name in the password.'],
    ['Dana-Levi-2024', 'Do not use your e-mail address or your name in the password.'],
    ['aaaaaaaaaaaa', 'This password is too easy to guess. Use a longer passphrase, for example a few unrelated words.'],
  ])('change: %j is refused at its field with the reason, nothing is sent', async (password, reason) => {
    const api = fakeApi((call) => (call.path === '/api/user/change_password' ? content({ success: true, signedOutSessions: 0 }) : content(profile(true))));
    renderRoutes(routes, '/account/password/');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old secret');
    await user.type(within(form).getByLabelText(/^New password/), password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(reason)).toBeInTheDocument();
    const field = within(form).getByLabelText(/^New password/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.calls.map((c) => c.path)).not.toContain('/api/user/change_password');
  });

  test("set: the API's weak_password reason is shown at the field in the page's language", async () => {
    const api = fakeApi((call) =>
      call.path === '/api/user/set_password'
        ? json({ messageErrorCode: 'weak_password', message: 'The password must not contain your e-mail address or your name', reason: 'personal' }, 400)
        : content(profile(false)),
    );
    renderRoutes(routes, '/account/password/');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Set a password' });
    await user.type(within(form).getByLabelText(/^New password/), 'tv remote under the sofa');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await within(form).findByText('Do not use your e-mail address or your name in the password.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain('/api/user/set_password');
    expect(screen.queryByTestId('password-outcome')).not.toBeInTheDocument();
  });
});
