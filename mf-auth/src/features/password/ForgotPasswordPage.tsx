// /auth/password/forgot/: asks for a reset link. The answer is the same whether or not an
// account exists for the address (no account enumeration).
import { useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@portal/shared/ui';
import { FormError, forgotPasswordFormSchema, useZodForm } from '@portal/shared/forms';
import { forgotPasswordRequest } from '../../common/auth-api.ts';
import { AuthCard, FormStack } from '../../common/AuthCard.tsx';
import { TextLink } from '../../common/TextLink.tsx';

export function ForgotPasswordPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const form = useZodForm(forgotPasswordFormSchema, { defaultValues: { email: '' }, ns: 'auth' });
  const [sent, setSent] = useState(false);
  const sentTo = useRef('');

  const onSubmit = form.submit(async ({ email }) => {
    await forgotPasswordRequest(email);
    sentTo.current = email;
    setSent(true);
  });

  const footer = <TextLink to="/auth/login/">{tr('password.back_to_sign_in')}</TextLink>;

  if (sent) {
    return (
      <AuthCard testId="forgot-password-page" title={tr('forgot.sent_title')} footer={footer}>
        <FormStack>
          <Alert kind="success" data-testid="forgot-sent">
            {tr('forgot.sent_body', { email: sentTo.current })}
          </Alert>
          <p css={{ ...t.text.bodySmall, color: t.color.textMuted }}>{tr('forgot.sent_hint')}</p>
          <Button variant="outline" fullWidth onClick={() => setSent(false)}>
            {tr('forgot.try_again')}
          </Button>
        </FormStack>
      </AuthCard>
    );
  }

  return (
    <AuthCard testId="forgot-password-page" title={tr('forgot.title')} subtitle={tr('forgot.subtitle')} footer={footer}>
      <form noValidate onSubmit={onSubmit} aria-label={tr('forgot.title')}>
        <FormStack>
          <FormError error={form.formError} describe={form.describeError} data-testid="forgot-error" />
          <TextField
            {...form.field('email')}
            label={tr('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <Button type="submit" size="large" fullWidth loading={form.submitting} data-testid="forgot-submit">
            {tr('forgot.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
