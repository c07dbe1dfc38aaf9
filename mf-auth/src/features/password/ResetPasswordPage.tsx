// /auth/password/reset/?token=…: choose a new password. The token is read once and
// removed from the address bar (it must not leak through history or the Referer header).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, isAuthenticatedAtom, logout, portalStore } from '@portal/shared';
import { Alert, Button, RouteLink, TextField } from '@portal/shared/ui';
import { FormError, PASSWORD_MAX, PASSWORD_MIN, resetPasswordFormSchema, useZodForm, weakPasswordKey, weakPasswordKeyOfError } from '@portal/shared/forms';
import { resetPasswordRequest } from '../../common/auth-api.ts';
import { AuthCard, FormStack } from '../../common/AuthCard.tsx';
import { TextLink } from '../../common/TextLink.tsx';

/** Reads a query value once, then replaces the URL without it (history entry included). */
export function useScrubbedParam(name: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [value] = useState(() => new URLSearchParams(location.search).get(name));
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(name)) return;
    params.delete(name);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true, state: location.state });
  }, [location, name, navigate]);
  return value;
}

export function ResetPasswordPage() {
  const { t: tr } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useScrubbedParam('token');
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '' }, ns: 'auth', messageValues: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
  const footer = <TextLink to="/auth/login/">{tr('password.back_to_sign_in')}</TextLink>;

  if (!token) {
    return (
      <AuthCard testId="reset-password-page" title={tr('reset.title')} footer={footer}>
        <FormStack>
          <Alert kind="danger" data-testid="reset-missing-token">
            {tr('reset.missing_token')}
          </Alert>
          <Button as={RouteLink} whenOff="none" to="/auth/password/forgot/" variant="primary" fullWidth>
            {tr('reset.request_new')}
          </Button>
        </FormStack>
      </AuthCard>
    );
  }

  const onSubmit = form.submit(async ({ password }) => {
    // The page does not know the account (the link names none): the API checks the e-mail and name.
    const weak = await weakPasswordKey(password, {});
    if (weak) {
      form.setError('password', { type: 'weak', message: weak }, { shouldFocus: true });
      return;
    }
    try {
      await resetPasswordRequest(token, password);
    } catch (error) {
      const refused = weakPasswordKeyOfError(error);
      if (!refused) throw error;
      form.setError('password', { type: 'server', message: refused }, { shouldFocus: true });
      return;
    }
    // The server ends every session of the account: this browser signs in again too.
    if (portalStore.get(isAuthenticatedAtom)) await logout({ revoke: false });
    navigate('/auth/login/?passwordReset=true', { replace: true });
  });

  const error = form.formError;
  const expired = isApiError(error) && (error.code === 'invalid_reset_token' || error.code === 'reset_token_expired');

  return (
    <AuthCard testId="reset-password-page" title={tr('reset.title')} subtitle={tr('reset.subtitle')} footer={footer}>
      <form noValidate onSubmit={onSubmit} aria-label={tr('reset.title')}>
        <FormStack>
          <FormError
            error={error}
            describe={form.describeError}
            data-testid="reset-error"
            action={expired ? <TextLink to="/auth/password/forgot/">{tr('reset.request_new')}</TextLink> : undefined}
          />
          <TextField
            {...form.field('password')}
            label={tr('fields.new_password')}
            type="password"
            autoComplete="new-password"
            required
            hint={tr('fields.password_hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          />
          <Button type="submit" size="large" fullWidth loading={form.submitting} data-testid="reset-submit">
            {tr('reset.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
