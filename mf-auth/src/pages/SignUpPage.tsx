// /auth/sign-up/: create an account (POST /api/user/register), signed in automatically,
// then the tenant's sign-up steps in order.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, TextField, isApiError, isAuthenticatedAtom, useCustomerConfig } from '@portal/shared';
import { useErrorText } from '../hooks/use-error-text.ts';
import { AuthCard, Divider, FormStack } from '../components/AuthCard.tsx';
import { SsoButtons } from '../components/SsoButtons.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useForm } from '../hooks/use-form.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { useSsoSignIn } from '../hooks/use-sso-sign-in.ts';
import { withRedirect } from '../lib/redirect.ts';
import { signUpWithPassword } from '../lib/sign-in.ts';
import { afterSignUpStep, stepPosition, SIGN_UP_PATH } from '../lib/sign-up-steps.ts';
import { PASSWORD_MAX, PASSWORD_MIN, validateDisplayName, validateEmail, validateNewPassword } from '../lib/validation.ts';
import { enabledProviders } from '../sso/providers.ts';

const validators = {
  displayName: (v: string) => validateDisplayName(v),
  email: (v: string) => validateEmail(v),
  password: (v: string) => validateNewPassword(v),
  terms: (v: boolean) => (v ? null : ('validation.terms_required' as const)),
};

export function SignUpPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const errText = useErrorText();
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { raw: rawRedirect, target } = returnPath;
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const leaving = useRef(false);
  const form = useForm({ displayName: '', email: '', password: '', terms: false as boolean }, validators);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const goNext = useCallback(
    (isRegister: boolean) => {
      leaving.current = true;
      navigate(isRegister ? afterSignUpStep(config, null, returnPath) : target, { replace: true });
    },
    [config, navigate, returnPath, target],
  );
  const sso = useSsoSignIn({ redirect: rawRedirect, onSignedIn: ({ isRegister }) => goNext(isRegister) });

  if (authenticated && !leaving.current && !submitting && !sso.busy) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    sso.clearError();
    if (!form.validateAll()) return;
    setSubmitting(true);
    try {
      await signUpWithPassword({ email: form.values.email, password: form.values.password, displayName: form.values.displayName });
      goNext(true);
    } catch (e) {
      if (isApiError(e) && e.code === 'email_already_registered') form.setErrors({ email: 'validation.email_taken' });
      else setError(e);
      setSubmitting(false);
    }
  };

  const providers = enabledProviders(config);
  const shownError = error ?? sso.error;
  const { step, total } = stepPosition(config, SIGN_UP_PATH);
  const vt = (key: string | undefined) => (key ? tr(key, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined);

  return (
    <AuthCard
      testId="sign-up-page"
      eyebrow={total > 1 ? tr('steps.position', { step, total }) : undefined}
      title={tr('sign_up.title')}
      subtitle={tr('sign_up.subtitle', { name: config?.name ?? '' })}
      footer={
        <>
          {tr('sign_up.have_account')} <TextLink to={withRedirect('/auth/login/', rawRedirect)}>{tr('sign_up.sign_in')}</TextLink>
        </>
      }
    >
      {shownError ? (
        <div css={{ marginBlockEnd: t.space(5) }}>
          <Alert kind="danger" data-testid="sign-up-error">
            {errText(shownError)}
          </Alert>
        </div>
      ) : null}
      {providers.length ? (
        <>
          <SsoButtons providers={providers} busy={sso.busy} disabled={submitting} onSelect={sso.start} intent="sign-up" />
          <Divider>{tr('sign_up.or_email')}</Divider>
        </>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label={tr('sign_up.form_label')}>
        <FormStack>
          <TextField {...form.field('displayName')} label={tr('fields.display_name')} autoComplete="name" required error={vt(form.errors.displayName)} />
          <TextField
            {...form.field('email')}
            label={tr('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            error={
              form.errors.email === 'validation.email_taken' ? (
                <>
                  {tr('validation.email_taken')} <TextLink to={withRedirect('/auth/login/', rawRedirect)}>{tr('sign_up.sign_in')}</TextLink>
                </>
              ) : (
                vt(form.errors.email)
              )
            }
          />
          <TextField
            {...form.field('password')}
            label={tr('fields.new_password')}
            type="password"
            autoComplete="new-password"
            required
            hint={tr('fields.password_hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            error={vt(form.errors.password)}
          />
          <Checkbox
            name="terms"
            checked={form.values.terms}
            onChange={(e) => form.set('terms', e.target.checked)}
            required
            error={vt(form.errors.terms)}
            label={
              <Trans
                t={tr}
                i18nKey="sign_up.terms"
                components={{
                  terms: <Link to="/terms/" target="_blank" rel="noopener" />,
                  privacy: <Link to="/privacy/" target="_blank" rel="noopener" />,
                }}
              />
            }
          />
          <Button type="submit" size="large" fullWidth loading={submitting} disabled={sso.busy !== null} data-testid="sign-up-submit">
            {tr('sign_up.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
