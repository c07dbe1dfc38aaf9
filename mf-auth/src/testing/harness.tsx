// mf-auth's tests use the kit harness (`@portal/shared/testing`); only the auth-specific
// render and sign-in answer live here.
import { renderRoutes, setupI18n, type RenderRoutesOptions } from '@portal/shared/testing';
import routes from '../exposes/routes.tsx';
import en from '../i18n/locales/en/auth.json';

export * from '@portal/shared/testing';
export { testTenant as tenant } from '@portal/shared/testing';

// Every auth test renders with the real English texts of the auth namespace.
beforeAll(() => setupI18n('auth', en));

/** Renders mf-auth's routes at `url`; any other path shows where we went (`location()`). */
export const renderAuth = (url: string, options: RenderRoutesOptions = {}) => renderRoutes(routes, url, options);

export const signInAnswer = (overrides: Record<string, unknown> = {}) => ({
  profile: { id: 7, email: 'ann@example.com', displayName: 'Ann Lee', added: '2024-01-01T00:00:00Z' },
  tokenData: { access_token: 'acc-1', expires_in: 900, refresh_token: 'ref-1' },
  devices: [],
  device_error: null,
  ...overrides,
});
