import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAuthenticatedAtom, portalStore } from '@portal/shared';
import { json } from '@portal/shared/testing';
import { apiError, captureAnalytics, content, fakeApi, renderAuth, resetSession, signInAnswer, tenant } from '../../testing/harness.tsx';

beforeEach(() => resetSession());

async function fill({ name = 'Ann Lee', email = 'ann@example.com', password = 'long enough', terms = true } = {}) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText(/^Full name/), name);
  if (email) await user.type(screen.getByLabelText(/^E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^New password/), password);
  if (terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByTestId('sign-up-submit'));
}

describe('sign-up (docs/product.md)', () => {
  test('validation: name, e-mail, 8 to 128 character password, terms', async () => {
    const api = fakeApi(() => content({}));
    renderAuth('/auth/sign-up/');
    await fill({ name: '', email: 'nope', password: 'short', terms: false });
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('8 to 128 characters. A long passphrase is best.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('registers, is signed in automatically, tracks sign_up_completed, then the first sign-up step', async () => {
    const api = fakeApi(() => content(signInAnswer()));
    const analytics = captureAnalytics();
    const view = renderAuth('/auth/sign-up/');
    await fill();
    await waitFor(() => expect(view.location()).toBe('/auth/sign-up/personalization/'));
    expect(api.calls[0]).toMatchObject({ path: '/api/user/register' });
    expect(api.calls[0]!.body).toMatchObject({
      email: 'ann@example.com',
      password: 'long enough',
      displayName: 'Ann Lee',
      strategy: 'refresh',
      device_id: expect.any(String),
    });
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
    expect(await analytics.names()).toEqual(['sign_up_completed']);
  });

  test('the page the user came from travels with them into the sign-up steps', async () => {
    fakeApi(() => content(signInAnswer()));
    const view = renderAuth('/auth/sign-up/?redirect=%2Fwatchlist%2F');
    await fill();
    await waitFor(() => expect(view.location()).toBe('/auth/sign-up/personalization/?redirect=%2Fwatchlist%2F'));
  });

  test('a tenant without steps goes straight to the return path', async () => {
    fakeApi(() => content(signInAnswer()));
    const view = renderAuth('/auth/sign-up/?redirect=%2Flive%2F', { config: tenant({ sign_up_steps: [] }) });
    await fill();
    await waitFor(() => expect(view.location()).toBe('/live/'));
  });

  test('an e-mail already registered is shown on the field, and no failed-login event is tracked', async () => {
    fakeApi(() => apiError('email_already_registered', 'An account with this e-mail already exists', 409));
    const analytics = captureAnalytics();
    renderAuth('/auth/sign-up/');
    await fill();
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(await analytics.names()).toEqual([]);
  });

  test.each([
    ['12345678', 'This password is too common or has appeared in a data breach. Choose another one.'],
    ['password', 'This password is too common or has appeared in a data breach. Choose another one.'],
    ['Password123!', 'This password is too common or has appeared in a data breach. Choose another one.'],
    ['ann@example.com', 'Do not use your e-mail address or your name in the password.'],
    ['Ann Lee rocks', 'Do not use your e-mail address or your name in the password.'],
    ['zxcvbnm,./', 'This password is too easy to guess. Use a longer passphrase, for example a few unrelated words.'],
  ])('a weak password (%j) is refused at its field with the reason, before any call', async (password, reason) => {
    const api = fakeApi(() => content(signInAnswer()));
    renderAuth('/auth/sign-up/');
    await fill({ password });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  test("the API's weak_password reason is shown at the password field", async () => {
    fakeApi(() => json({ messageErrorCode: 'weak_password', message: 'This password is common', reason: 'common' }, 400));
    renderAuth('/auth/sign-up/');
    await fill({ password: 'Kestrel-Harbor-91!' });
    expect(await screen.findByText('This password is too common or has appeared in a data breach. Choose another one.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('shows the step position of the tenant flow', () => {
    renderAuth('/auth/sign-up/');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });
});
