import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySignIn, clearSession, portalStore, toastsAtom, userAtom } from '@portal/shared';
import { content, mockFetch, renderWithProviders, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/account.json';
import { SpoilerFreeToggle } from './SpoilerFreeToggle.tsx';

beforeAll(() => setupI18n('account', en));
afterEach(() => {
  clearSession();
  portalStore.set(toastsAtom, []);
});

test('the checkbox saves spoilerFree in the profile options and reflects the session user', async () => {
  applySignIn({
    profile: { id: 7, email: 'a@b.c', options: { survey: { s: { surveyName: 's' } } } },
    tokenData: { access_token: 'tok', expires_in: 900, refresh_token: 'ref' },
    track: false,
  });
  const calls = mockFetch((call) =>
    call.path === '/api/user/update_profile'
      ? content({ id: 7, email: 'a@b.c', options: { survey: { s: { surveyName: 's' } }, ...(call.body as { data: { options: object } }).data.options } })
      : content({ entries: [] }),
  );
  renderWithProviders(<SpoilerFreeToggle />);
  const box = screen.getByRole('checkbox', { name: 'Spoiler-free mode' });
  expect(box).toHaveAccessibleDescription('Hide scores, results and key moments of events you have not watched yet.');
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  await waitFor(() => expect(box).toBeChecked());
  expect(calls.find((c) => c.path === '/api/user/update_profile')?.body).toEqual({ data: { options: { spoilerFree: true } } });
  expect(portalStore.get(userAtom)?.options).toMatchObject({ spoilerFree: true, survey: { s: { surveyName: 's' } } });
  expect(portalStore.get(toastsAtom).map((t) => t.message)).toEqual(['Spoiler-free mode saved.']);
});
