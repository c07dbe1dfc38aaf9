// /auth/oauth2/callback/:provider/: the provider returns here with ?code&state (or an error).
// In the popup: exchange the code, post the result to the opener (own origin only), close.
// Without an opener (redirect mode, e.g. the external provider's full-page login, or a
// browser that cut the opener): finish the sign-in here and go on.
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, useCustomerConfig, sanitizeRedirect } from '@portal/shared';
import { Alert, Button, Spinner } from '@portal/shared/ui';
import { useErrorText } from '../../common/use-error-text.ts';
import { AuthCard, FormStack } from '../../common/AuthCard.tsx';
import { routeAfterDeviceLimit } from '../../common/device-limit.ts';
import { isDeviceLimitError } from '../../common/sign-in.ts';
import { afterSignUpStep } from '../../common/sign-up-steps.ts';
import { handleCallback, postToOpener, type CallbackOutcome } from './callback.ts';
import { loginFailedError } from './oidc-popup.ts';
import { isSsoProvider } from '../../common/sso-providers.ts';
import { exchangeAndSignIn } from './social-login.ts';

// One run per callback URL, even when React mounts the page twice (StrictMode): the
// pending record is single-use.
const runs = new Map<string, Promise<CallbackOutcome>>();
function runOnce(provider: string, search: string): Promise<CallbackOutcome> {
  const key = `${provider}?${search}`;
  let run = runs.get(key);
  if (!run) {
    run = handleCallback(provider, new URLSearchParams(search));
    runs.set(key, run);
  }
  return run;
}

export function OAuthCallbackPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const errText = useErrorText();
  const { provider = '' } = useParams();
  const navigate = useNavigate();
  const config = useCustomerConfig();
  const [error, setError] = useState<unknown>(null);
  const location = useLocation();
  const [search] = useState(() => location.search);
  const path = location.pathname;

  useEffect(() => {
    let cancelled = false;
    if (!isSsoProvider(provider)) {
      setError(new ApiError('unsupported_provider', `Unsupported auth provider: ${provider}`));
      return;
    }
    // The code and state must not stay in the address bar or history.
    if (search) navigate(path, { replace: true });
    void runOnce(provider, search).then(async ({ message, pending }) => {
      if (cancelled) return;
      if (pending?.mode !== 'redirect' && postToOpener(message)) {
        window.close();
        return;
      }
      // Redirect mode: this window finishes the sign-in.
      if (!message.ok) {
        setError(loginFailedError(message.error_description, message.error));
        return;
      }
      const returnTo = sanitizeRedirect(pending?.returnTo, '/');
      try {
        const { isRegister } = await exchangeAndSignIn(message.provider, message.tokens, config);
        navigate(isRegister ? afterSignUpStep(config, null, { raw: pending?.returnTo ?? null, target: returnTo }) : returnTo, { replace: true });
      } catch (e) {
        if (isDeviceLimitError(e)) await routeAfterDeviceLimit(e.data, { config, navigate, redirect: returnTo });
        else if (!cancelled) setError(e);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [config, navigate, path, provider, search]);

  return (
    <AuthCard testId="oauth-callback-page" title={error ? tr('callback.failed_title') : tr('callback.title')}>
      {error ? (
        <FormStack>
          <Alert kind="danger" data-testid="callback-error">
            {errText(error)}
          </Alert>
          <Button fullWidth onClick={() => (window.opener ? window.close() : navigate('/auth/login/', { replace: true }))}>
            {window.opener ? tr('callback.close') : tr('limit.back_to_sign_in')}
          </Button>
        </FormStack>
      ) : (
        <p role="status" css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: t.space(3), color: t.color.textMuted }}>
          <Spinner size={20} label={null} />
          {tr('callback.working')}
        </p>
      )}
    </AuthCard>
  );
}
