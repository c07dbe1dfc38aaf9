// Where a device-limited sign-in goes (docs/product.md): social sign-in with the tenant's new
// device-limit flow logs out and shows /auth/login/?deviceNoLongerAllowedError=true;
// otherwise the device-limit page, with `data` (token, provider, and the credentials).
import { LOGIN_DEVICE_NOT_ALLOWED, logout, type PublicTenantConfig } from '@portal/shared';
import { revokePendingSession } from './auth-api.ts';
import { limitPagePath } from './limit-data.ts';
import { forgetPendingSignIn, type DeviceLimitData } from './sign-in.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

export async function routeAfterDeviceLimit(
  limit: DeviceLimitData,
  {
    config,
    navigate,
    redirect,
    credentials,
  }: {
    config: Pick<PublicTenantConfig, 'enable_device_limit_new_flow'> | null;
    navigate: Navigate;
    redirect?: string | null;
    credentials?: { username: string; password: string };
  },
): Promise<void> {
  if (limit.provider !== 'credentials' && config?.enable_device_limit_new_flow) {
    forgetPendingSignIn(limit.token);
    // The pending session ends on the server too; signing out locally must work regardless.
    await revokePendingSession(limit.token).catch(() => undefined);
    await logout({ revoke: false });
    navigate(LOGIN_DEVICE_NOT_ALLOWED, { replace: true });
    return;
  }
  navigate(
    limitPagePath(
      limit.provider === 'credentials' ? { token: limit.token, provider: 'credentials', ...credentials } : { token: limit.token, provider: limit.provider },
      redirect,
    ),
  );
}
