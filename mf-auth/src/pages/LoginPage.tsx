// /auth/login/: e-mail and password sign-in, single sign-on buttons, and the explanations
// for ?sessionExpired=true, ?deviceNoLongerAllowedError=true and ?passwordReset=true.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, TextField, isAuthenticatedAtom, useCustomerConfig } from '@portal/shared';
import { useErrorText } from '../hooks/use-error-text.ts';
import { AuthCard, Divider, FormStack } from '../components/AuthCard.tsx';
import { SsoButtons } from '../components/SsoButtons.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useForm } from '../hooks/use-form.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { useSsoSignIn } from '../hooks/use-sso-sign-in.ts';
import { routeAfterDeviceLimit } from '../lib/device-limit.ts';
import { withRedirect } from '../lib/redirect.ts';
import { isDeviceLimitError, signInWithPassword } from '../lib/sign-in.ts';
import { afterSignUpStep } from '../lib/sign-up-steps.ts';
import { PASSWORD_MAX, PASSWORD_MIN, validateCurrentPassword, validateEmail } from '../lib/validation.ts';
import { enabledProviders } from '../sso/providers.ts';

const validators = { email: (v: string) => validateEmail(v), password: (v: string) => validateCurrentPassword(v) };

export function LoginPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const errText = useErrorText();
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = useReturnPath();
  const { raw: rawRedirect, target } = returnPath;
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const leaving = useRef(false);
  const form = useForm({ email: '', password: '' }, validators);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    sso.clearError();
    if (!form.validateAll()) return;
    setSubmitting(true);
    try {
      await signInWithPassword(form.values.email, form.values.password);
      finish(target);
    } catch (e) {
      if (isDeviceLimitError(e)) {
        leaving.current = true;
        await routeAfterDeviceLimit(e.data, {
          config,
          navigate,
          redirect: rawRedirect,
          credentials: { username: form.values.email.trim(), password: form.values.password },
        });
        return;
      }
      setError(e);
      setSubmitting(false);
    }
  };

  const providers = enabledProviders(config);
  const shownError = error ?? sso.error;
  const notice = params.get('sessionExpired') === 'true' ? 'session_expired' : params.get('deviceNoLongerAllowedError') === 'true' ? 'device_not_allowed' : null;

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
        {shownError ? (
          <Alert kind="danger" data-testid="login-error">
            {errText(shownError)}
          </Alert>
        ) : null}
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
            error={form.errors.email ? tr(form.errors.email) : undefined}
          />
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
            <TextField
              {...form.field('password')}
              label={tr('fields.password')}
              type="password"
              autoComplete="current-password"
              required
              error={form.errors.password ? tr(form.errors.password, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined}
            />
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
