import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@portal/shared';
import { renderWithShell, setUpI18n } from '../test-utils.tsx';
import { LocaleSwitcher, NATIVE_LOCALE_NAMES } from './LocaleSwitcher.tsx';

beforeAll(() => setUpI18n());
afterEach(async () => {
  await i18n.changeLanguage('en');
  document.documentElement.dir = 'ltr';
  document.cookie = 'portal_locale=; max-age=0; path=/';
});

describe('locale switcher', () => {
  it('lists the 14 locales by their native names', async () => {
    renderWithShell(<LocaleSwitcher />);
    await userEvent.click(screen.getByTestId('locale-switcher'));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(14);
    expect(screen.getByRole('menuitemradio', { name: /עברית/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
    expect(Object.keys(NATIVE_LOCALE_NAMES)).toHaveLength(14);
  });

  it('Hebrew switches texts, the cookie (365 days) and the whole document to RTL without a reload', async () => {
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    renderWithShell(<LocaleSwitcher />);
    await userEvent.click(screen.getByTestId('locale-switcher'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /עברית/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('he');
    expect(i18n.language).toBe('he');
    expect(document.cookie).toContain('portal_locale=he');
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringMatching(/portal_locale=he;.*max-age=31536000/));
    // The trigger's accessible name is now Hebrew.
    expect(screen.getByTestId('locale-switcher')).toHaveAccessibleName(expect.stringContaining('עברית'));
    cookieSetter.mockRestore();
  });

  it('switching back to a left-to-right locale restores ltr', async () => {
    renderWithShell(<LocaleSwitcher />);
    await userEvent.click(screen.getByTestId('locale-switcher'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /עברית/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await userEvent.click(screen.getByTestId('locale-switcher'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('de');
  });
});
