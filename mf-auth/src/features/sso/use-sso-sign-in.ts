// The click handler of the single sign-on buttons: opens the popup synchronously (or the
// browser blocks it), runs the social sign-in, then routes: success to the return path,
// device limit per the tenant's flow, anything else as a translated error.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCustomerConfig } from '@portal/shared';
import { routeAfterDeviceLimit } from '../../common/device-limit.ts';
import { isDeviceLimitError } from '../../common/sign-in.ts';
import { prepareProviderWindow, socialSignIn, type SocialSignInResult } from './social-login.ts';
import type { SsoProvider } from '../../common/sso-providers.ts';

export interface UseSsoSignIn {
  busy: SsoProvider | null;
  error: unknown;
  clearError: () => void;
  start: (provider: SsoProvider) => void;
}

export function useSsoSignIn({ redirect, onSignedIn }: { redirect: string | null; onSignedIn: (result: SocialSignInResult) => void }): UseSsoSignIn {
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<SsoProvider | null>(null);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);

  const start = useCallback(
    (provider: SsoProvider) => {
      if (!config || running.current) return;
      running.current = true;
      setError(null);
      let popup: Window | null;
      try {
        popup = prepareProviderWindow(config, provider);
      } catch (e) {
        running.current = false;
        setError(e);
        return;
      }
      setBusy(provider);
      void socialSignIn(provider, config, popup ? { popup } : {})
        .then(onSignedIn, async (e: unknown) => {
          if (isDeviceLimitError(e)) {
            await routeAfterDeviceLimit(e.data, { config, navigate, redirect });
            return;
          }
          setError(e);
        })
        .finally(() => {
          running.current = false;
          setBusy(null);
        });
    },
    [config, navigate, onSignedIn, redirect],
  );

  return { busy, error, clearError: () => setError(null), start };
}
