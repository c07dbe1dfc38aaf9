// A refresh that failed for good (docs/product.md): log out without revoking and leave for the
// login page, or for / when the tenant skips the login page for its SSO. The shell
// hands this to the API client (configureApi), so the client never imports session actions.
import { getCustomerConfig, LOGIN_SESSION_EXPIRED, logout, type ApiError } from '@portal/shared';
import { skipsLoginPage } from '../boot/tenant-flags.ts';
import { navigateTo } from './navigation.ts';

/** Where a user whose refresh failed goes (docs/product.md). */
export const sessionExpiredTarget = (): string => (skipsLoginPage(getCustomerConfig()) ? '/' : LOGIN_SESSION_EXPIRED);

export function expireSession(_error?: ApiError): void {
  void logout({ revoke: false });
  navigateTo(sessionExpiredTarget(), { replace: true });
}
