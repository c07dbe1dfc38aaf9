import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySignIn, isAuthenticatedAtom, portalStore } from '@portal/shared';
import { json } from '@portal/shared/testing';
import { apiError, content, fakeApi, renderAuth, resetSession, signInAnswer } from '../../testing/harness.tsx';

beforeEach(() => resetSession());

describe('forgot password', () => {
  test('the same answer whether or not the e-mail exists', async () => {
    const api = fakeApi(() => content({ success: true }));
    renderAuth('/auth/password/forgot/');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'nobody@example.com');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-sent')).toHaveTextContent(
      'If an account exists for nobody@example.com, we have sent a link to reset its password.',
    );
    expect(api.calls[0]).toMatchObject({ path: '/api/user/password/forgot', body: { email: 'nobody@example.com' } });
  });

  test('validates the address and shows a rate limit plainly', async () => {
    fakeApi(() => apiError('too_many_requests', 'Too many requests', 429));
    renderAuth('/auth/password/forgot/');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'ann@example.com');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  });
});

describe('reset password', () => {
  test('token from the query (then scrubbed from the URL); success goes to sign-in with a notice', async () => {
    const api = fakeApi(() => content({ success: true }));
    const view = renderAuth('/auth/password/reset/?token=tok-123');
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'brand new pass');
    await user.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(view.location()).toBe('/auth/login/?passwordReset=true'));
    expect(api.calls[0]).toMatchObject({ path: '/api/user/password/reset', body: { token: 'tok-123', password: 'brand new pass' } });
    expect(await screen.findByTestId('notice-password-reset')).toHaveTextContent('Password changed');
  });

  test('a used or expired link explains itself and offers a new one', async () => {
    fakeApi(() => apiError('reset_token_expired', 'This reset link has expired; ask for a new one'));
    renderAuth('/auth/password/reset/?token=old');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'brand new pass');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('This reset link has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/password/forgot/');
  });

  test('a common password is refused at its field before the link is used; the API reason shows the same way', async () => {
    const api = fakeApi(() =>
      json({ messageErrorCode: 'weak_password', message: 'The password must not contain your e-mail address or your name', reason: 'personal' }, 400),
    );
    renderAuth('/auth/password/reset/?token=tok-9');
    const user = userEvent.setup();
    const field = screen.getByLabelText(/^New password/);
    await user.type(field, 'qwertyuiop');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('This password is too common or has appeared in a data breach. Choose another one.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'ann.lee-tv-remote-7');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Do not use your e-mail address or your name in the password.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  test('without a token: explained, with a way to ask for a new link', () => {
    renderAuth('/auth/password/reset/');
    expect(screen.getByTestId('reset-missing-token')).toBeInTheDocument();
  });

  test('a signed-in browser is signed out after the reset (the server ended every session)', async () => {
    applySignIn({ ...signInAnswer(), track: false });
    fakeApi(() => content({ success: true }));
    const view = renderAuth('/auth/password/reset/?token=t');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'brand new pass');
    await user.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(view.location()).toBe('/auth/login/?passwordReset=true'));
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
  });
});
