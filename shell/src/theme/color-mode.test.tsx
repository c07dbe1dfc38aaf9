import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { portalStore } from '@portal/shared';
import { ColorModeSwitcher } from '../chrome/ColorModeSwitcher.tsx';
import { mockSystemColorScheme, renderWithShell, setUpI18n, testConfig } from '../test-utils.tsx';
import {
  COLOR_MODE_STORAGE_KEY,
  colorModePreferenceAtom,
  forcedColorModeAtom,
  readStoredPreference,
  resolveColorMode,
  sanitizeForcedMode,
} from './color-mode.ts';
import { ForcedColorModeFromRoute } from './ForcedColorMode.tsx';

const html = () => document.documentElement;
const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

beforeAll(() => setUpI18n());
beforeEach(() => {
  localStorage.clear();
  portalStore.set(colorModePreferenceAtom, null);
  portalStore.set(forcedColorModeAtom, null);
});

describe('resolveColorMode', () => {
  it('uses the preference, system following the OS', () => {
    expect(resolveColorMode({ preference: 'light', systemPrefersLight: false, forced: null, whiteTheme: true })).toBe('light');
    expect(resolveColorMode({ preference: 'dark', systemPrefersLight: true, forced: null, whiteTheme: true })).toBe('dark');
    expect(resolveColorMode({ preference: 'system', systemPrefersLight: true, forced: null, whiteTheme: true })).toBe('light');
    expect(resolveColorMode({ preference: 'system', systemPrefersLight: false, forced: null, whiteTheme: true })).toBe('dark');
  });

  it('a forced mode wins over the preference', () => {
    expect(resolveColorMode({ preference: 'light', systemPrefersLight: true, forced: 'dark', whiteTheme: true })).toBe('dark');
  });

  it('without the white theme everything is dark', () => {
    expect(resolveColorMode({ preference: 'light', systemPrefersLight: true, forced: 'light', whiteTheme: false })).toBe('dark');
  });

  it('forcing system is ignored with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sanitizeForcedMode('system', 'events-eventId')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'system'"));
    expect(sanitizeForcedMode('light')).toBe('light');
    warn.mockRestore();
  });
});

describe('colour mode in the page', () => {
  it('system follows the OS live, with the theme-color meta', async () => {
    const media = mockSystemColorScheme(false);
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify('system'));
      portalStore.set(colorModePreferenceAtom, readStoredPreference());
      renderWithShell(<p>page</p>);
      expect(html().getAttribute('data-color-mode')).toBe('dark');
      expect(themeColor()).toBe('#0f1624');
      act(() => media.set(true));
      expect(html().getAttribute('data-color-mode')).toBe('light');
      expect(themeColor()).toBe('#f4f7fc');
      act(() => media.set(false));
      expect(themeColor()).toBe('#0f1624');
    } finally {
      media.restore();
    }
  });

  it('the switcher saves the preference in localStorage (the key theme-boot.js reads)', async () => {
    renderWithShell(<ColorModeSwitcher />);
    await userEvent.click(screen.getByTestId('color-mode-switcher'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /light/i }));
    expect(JSON.parse(localStorage.getItem(COLOR_MODE_STORAGE_KEY)!)).toBe('light');
    expect(html().getAttribute('data-color-mode')).toBe('light');
    expect(themeColor()).toBe('#f4f7fc');
  });

  it('the tenant default applies until the visitor chooses', () => {
    renderWithShell(<p>page</p>, { config: testConfig({ default_color_mode: 'light' }) });
    expect(html().getAttribute('data-color-mode')).toBe('light');
  });

  it('tenants without the white theme get dark only and no switcher', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify('light'));
    portalStore.set(colorModePreferenceAtom, 'light');
    renderWithShell(<ColorModeSwitcher />, { config: testConfig({ enable_white_theme: false }) });
    expect(html().getAttribute('data-color-mode')).toBe('dark');
    expect(themeColor()).toBe('#0f1624');
    expect(screen.queryByTestId('color-mode-switcher')).toBeNull();
  });

  function routerWith(handles: Record<string, unknown>) {
    const Page = ({ name }: { name: string }) => (
      <div>
        <h1>{name}</h1>
        <Link to="/plain">plain</Link>
        <Link to="/forced">forced</Link>
      </div>
    );
    return createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <ForcedColorModeFromRoute />
              <Outlet />
            </>
          ),
          children: [
            { path: 'plain', element: <Page name="plain" /> },
            { path: 'forced', element: <Page name="forced" />, handle: handles.forced },
          ],
        },
      ],
      { initialEntries: ['/plain'] },
    );
  }

  it('a page forces its mode until navigating to a page without one', async () => {
    portalStore.set(colorModePreferenceAtom, 'dark');
    const router = routerWith({ forced: { name: 'forced', layout: 'default', forceColorMode: 'light' } });
    renderWithShell(<RouterProvider router={router} />);
    expect(html().getAttribute('data-color-mode')).toBe('dark');
    await act(() => router.navigate('/forced'));
    await waitFor(() => expect(html().getAttribute('data-color-mode')).toBe('light'));
    expect(themeColor()).toBe('#f4f7fc');
    await act(() => router.navigate('/plain'));
    await waitFor(() => expect(html().getAttribute('data-color-mode')).toBe('dark'));
  });

  it("a page forcing 'system' is ignored with a warning", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    portalStore.set(colorModePreferenceAtom, 'light');
    const router = routerWith({ forced: { name: 'forced', layout: 'default', forceColorMode: 'system' } });
    renderWithShell(<RouterProvider router={router} />);
    await act(() => router.navigate('/forced'));
    await screen.findByRole('heading', { name: 'forced' });
    expect(html().getAttribute('data-color-mode')).toBe('light');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
