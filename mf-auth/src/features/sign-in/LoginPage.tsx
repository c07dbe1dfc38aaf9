// /auth/login/: e-mail and password sign-in, single sign-on buttons, and the explanations
// for ?sessionExpired=true, ?deviceNoLongerAllowedError=true and ?passwordReset=true.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isAuthenticatedAtom, useCustomerConfig, withRedirect } from '@portal/shared';
import { Alert, Button, TextField } from '@portal/shared/ui';
import { FormError, PASSWORD_MAX, PASSWORD_MIN, signInFormSchema, useZodForm } from '@portal/shared/forms';
import { AuthCard, Divider, FormStack } from '../../common/AuthCard.tsx';
import { SsoButtons, useSsoSignIn } from '../sso/index.ts';
import { TextLink } from '../../common/TextLink.tsx';
import { useReturnPath } from '../../common/use-return-path.ts';
import { routeAfterDeviceLimit } from '../../common/device-limit.ts';
import { isDeviceLimitError, signInWithPassword } from '../../common/sign-in.ts';
import { afterSignUpStep } from '../../common/sign-up-steps.ts';
import { enabledProviders } from '../../common/sso-providers.ts';

export function LoginPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = useReturnPath();
  const { raw: rawRedirect, target } = returnPath;
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const leaving = useRef(false);
  const form = useZodForm(signInFormSchema, {
    defaultValues: { email: '', password: '' },
    ns: 'auth',
    messageValues: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  });
  const { submitting } = form;

  const finish = useCallback(
    (to: string) => {
      leaving.current = true;
      navigate(to, { replace: true });
    },
    [navigate],
  );

  const sso = useSsoSignIn({
    redirect: rawRedirect,
    onSignedIn: ({ isRegister }) => finish(isRegister ? afterSignUpStep(config, null, returnPath) : target),
  });

  // Someone already signed in has nothing to do here (but never interrupt our own navigation).
  if (authenticated && !leaving.current && !submitting && !sso.busy) return <Navigate to={target} replace />;

  const submit = form.submit(async ({ email, password }) => {
    try {
      await signInWithPassword(email, password);
      finish(target);
    } catch (e) {
      if (!isDeviceLimitError(e)) throw e;
      leaving.current = true;
      await routeAfterDeviceLimit(e.data, { config, navigate, redirect: rawRedirect, credentials: { username: email, password } });
    }
  });
  const onSubmit = (event: FormEvent) => {
    sso.clearError();
    return submit(event);
  };

  const providers = enabledProviders(config);
  const shownError = form.formError ?? sso.error;
  const notice =
    params.get('sessionExpired') === 'true' ? 'session_expired' : params.get('deviceNoLongerAllowedError') === 'true' ? 'device_not_allowed' : null;

  return (
    <AuthCard
      testId="login-page"
      title={tr('login.title')}
      subtitle={tr('login.subtitle', { name: config?.name ?? '' })}
      footer={
        <>
          {tr('login.no_account')} <TextLink to={withRedirect('/auth/sign-up/', rawRedirect)}>{tr('login.create_account')}</TextLink>
        </>
      }
    >
      <FormStack gap={4}>
        {notice ? (
          <Alert kind="warning" title={tr(`notice.${notice}.title`)} data-testid={`notice-${notice}`}>
            {tr(`notice.${notice}.body`)}
          </Alert>
        ) : null}
        {params.get('passwordReset') === 'true' ? (
          <Alert kind="success" title={tr('notice.password_reset.title')} data-testid="notice-password-reset">
            {tr('notice.password_reset.body')}
          </Alert>
        ) : null}
        <FormError error={shownError} describe={form.describeError} data-testid="login-error" />
      </FormStack>
      {providers.length ? (
        <>
          <div css={{ marginBlockStart: notice || shownError ? t.space(5) : 0 }}>
            <SsoButtons providers={providers} busy={sso.busy} disabled={submitting} onSelect={sso.start} />
          </div>
          <Divider>{tr('login.or_email')}</Divider>
        </>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label={tr('login.form_label')} css={{ marginBlockStart: providers.length ? 0 : t.space(5) }}>
        <FormStack>
          <TextField
            {...form.field('email')}
            label={tr('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
          />
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
            <TextField {...form.field('password')} label={tr('fields.password')} type="password" autoComplete="current-password" required />
            <div css={{ display: 'flex', justifyContent: 'flex-end', ...t.text.bodySmall }}>
              <TextLink to="/auth/password/forgot/">{tr('login.forgot_password')}</TextLink>
            </div>
          </div>
          <Button type="submit" size="large" fullWidth loading={submitting} disabled={sso.busy !== null} data-testid="login-submit">
            {tr('login.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
