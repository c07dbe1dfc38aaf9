// Issue 27 item 7: the sign-up's country is the same list as the profile's (the kit's
// CountrySelect: ISO codes, names in the viewer's language), stored as the profile stores it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySignIn } from '@portal/shared';
import { content, fakeApi, renderAuth, resetSession, signInAnswer } from '../../testing/harness.tsx';

beforeEach(() => {
  resetSession();
  applySignIn({ ...signInAnswer(), track: false });
});

test('country is a list of ISO codes named in the viewer’s language; the choice is stored by its English name', async () => {
  const api = fakeApi((call) => content({ id: 7, email: 'ann@example.com', displayName: 'Ann Lee', ...(call.body as { data: object }).data }));
  const view = renderAuth('/auth/sign-up/personalization/');
  const user = userEvent.setup();
  const country = screen.getByLabelText('Country');
  expect(country.tagName).toBe('SELECT');
  expect(within(country).getByRole('option', { name: 'Israel' })).toHaveAttribute('value', 'IL');
  await user.selectOptions(country, 'IL');
  await user.click(screen.getByTestId('personalization-submit'));
  await waitFor(() => expect(view.location()).toBe('/auth/sign-up/following/league/'));
  expect((api.calls[0]!.body as { data: { countryName: string } }).data.countryName).toBe('Israel');
});
