import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySignIn, portalStore, userAtom } from '@portal/shared';
import { content, fakeApi, renderAuth, resetSession, signInAnswer, tenant } from '../../testing/harness.tsx';
import { saveProfile } from './PersonalizationPage.tsx';

beforeEach(() => {
  resetSession();
  applySignIn({ ...signInAnswer(), track: false });
});

describe('personalization step', () => {
  test('saves the update_profile fields, updates the user, then the next step (mf-following by URL)', async () => {
    const api = fakeApi((call) =>
      content({ id: 7, email: 'ann@example.com', displayName: 'Ann B. Lee', city: 'Haifa', ...(call.body as { data: object }).data }),
    );
    const view = renderAuth('/auth/sign-up/personalization/');
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ann Lee');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Full name/));
    await user.type(screen.getByLabelText(/^Full name/), 'Ann B. Lee');
    await user.type(screen.getByLabelText('City'), 'Haifa');
    await user.type(screen.getByLabelText('Phone number'), '+972 4 555 1234');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(screen.getByTestId('personalization-submit'));
    await waitFor(() => expect(view.location()).toBe('/auth/sign-up/following/league/'));
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/user/update_profile' });
    expect(api.calls[0]!.headers['X-Authorization']).toBe('Bearer acc-1');
    expect(api.calls[0]!.body).toEqual({
      data: { displayName: 'Ann B. Lee', countryName: null, city: 'Haifa', postalCode: null, phone: '+972 4 555 1234', gender: 'female', dateOfBirth: null },
    });
    expect(portalStore.get(userAtom)).toMatchObject({ fullName: 'Ann B. Lee', city: 'Haifa' });
  });

  test('invalid fields are explained; skip goes to the next step without saving', async () => {
    const api = fakeApi(() => content({}));
    const view = renderAuth('/auth/sign-up/personalization/', { config: tenant({ sign_up_steps: ['/auth/sign-up/personalization/'] }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), 'abc');
    await user.click(screen.getByTestId('personalization-submit'));
    expect(screen.getByText('Enter a phone number with 5 to 20 digits.')).toBeInTheDocument();
    await user.click(screen.getByTestId('personalization-skip'));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(api.calls).toHaveLength(0);
  });

  test("update without a signed-in user: 'User data not found!'", async () => {
    await expect(saveProfile(false, {})).rejects.toThrow('User data not found!');
  });
});
