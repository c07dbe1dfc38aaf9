// /auth/sign-up/: create an account (POST /api/user/register), signed in automatically,
// then the tenant's sign-up steps in order.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { isApiError, isAuthenticatedAtom, useCustomerConfig, withRedirect } from '@portal/shared';
import { Button, Checkbox, RouteLink, TextField } from '@portal/shared/ui';
import { FormError, PASSWORD_MAX, PASSWORD_MIN, signUpFormSchema, useZodForm, weakPasswordKey, weakPasswordKeyOfError } from '@portal/shared/forms';
import { AuthCard, Divider, FormStack } from '../../common/AuthCard.tsx';
import { SsoButtons, useSsoSignIn } from '../sso/index.ts';
import { TextLink } from '../../common/TextLink.tsx';
import { useReturnPath } from '../../common/use-return-path.ts';
import { signUpWithPassword } from '../../common/sign-in.ts';
import { afterSignUpStep, stepPosition, SIGN_UP_PATH } from '../../common/sign-up-steps.ts';
import { enabledProviders } from '../../common/sso-providers.ts';

const EMAIL_TAKEN = 'validation.email_taken';

export function SignUpPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { raw: rawRedirect, target } = returnPath;
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const leaving = useRef(false);
  const form = useZodForm(signUpFormSchema, {
    defaultValues: { displayName: '', email: '', password: '', terms: false },
    ns: 'auth',
    messageValues: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  });
  const { submitting } = form;

  const goNext = useCallback(
    (isRegister: boolean) => {
      leaving.current = true;
      navigate(isRegister ? afterSignUpStep(config, null, returnPath) : target, { replace: true });
    },
    [config, navigate, returnPath, target],
  );
  const sso = useSsoSignIn({ redirect: rawRedirect, onSignedIn: ({ isRegister }) => goNext(isRegister) });

  if (authenticated && !leaving.current && !submitting && !sso.busy) return <Navigate to={target} replace />;

  const submit = form.submit(async ({ email, password, displayName }) => {
    // Common, breached or personal passwords are refused before the call, with the reason at the field.
    const weak = await weakPasswordKey(password, { email, name: displayName });
    if (weak) {
      form.setError('password', { type: 'weak', message: weak }, { shouldFocus: true });
      return;
    }
    try {
      await signUpWithPassword({ email, password, displayName });
      goNext(true);
    } catch (e) {
      const refused = weakPasswordKeyOfError(e);
      if (refused) {
        form.setError('password', { type: 'server', message: refused }, { shouldFocus: true });
        return;
      }
      // A taken address belongs to the e-mail field (with a way to sign in), not to the form.
      if (!isApiError(e) || e.code !== 'email_already_registered') throw e;
      form.setError('email', { type: 'server', message: EMAIL_TAKEN }, { shouldFocus: true });
    }
  });
  const onSubmit = (event: FormEvent) => {
    sso.clearError();
    return submit(event);
  };

  const providers = enabledProviders(config);
  const shownError = form.formError ?? sso.error;
  const { step, total } = stepPosition(config, SIGN_UP_PATH);
  const emailTaken = form.formState.errors.email?.message === EMAIL_TAKEN;

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
          <FormError error={shownError} describe={form.describeError} data-testid="sign-up-error" />
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
          <TextField {...form.field('displayName')} label={tr('fields.display_name')} autoComplete="name" required />
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
              emailTaken ? (
                <>
                  {tr(EMAIL_TAKEN)} <TextLink to={withRedirect('/auth/login/', rawRedirect)}>{tr('sign_up.sign_in')}</TextLink>
                </>
              ) : (
                form.fieldError('email')
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
          />
          <Checkbox
            {...form.field('terms')}
            required
            label={
              <Trans
                t={tr}
                i18nKey="sign_up.terms"
                components={{
                  terms: <RouteLink to="/terms/" target="_blank" rel="noopener" />,
                  privacy: <RouteLink to="/privacy/" target="_blank" rel="noopener" />,
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
