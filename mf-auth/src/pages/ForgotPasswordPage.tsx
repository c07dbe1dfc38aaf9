// /auth/password/forgot/: asks for a reset link. The answer is the same whether or not an
// account exists for the address (no account enumeration).
import { useTheme } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@portal/shared';
import { forgotPasswordRequest } from '../api/auth-api.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { AuthCard, FormStack } from '../components/AuthCard.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useForm } from '../hooks/use-form.ts';
import { validateEmail } from '../lib/validation.ts';

const validators = { email: (v: string) => validateEmail(v) };

export function ForgotPasswordPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const errText = useErrorText();
  const form = useForm({ email: '' }, validators);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const sentTo = useRef('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setError(null);
    if (!form.validateAll()) return;
    setState('sending');
    try {
      await forgotPasswordRequest(form.values.email);
      sentTo.current = form.values.email.trim();
      setState('sent');
    } catch (e) {
      setError(e);
      setState('idle');
    }
  };

  const footer = <TextLink to="/auth/login/">{tr('password.back_to_sign_in')}</TextLink>;

  if (state === 'sent') {
    return (
      <AuthCard testId="forgot-password-page" title={tr('forgot.sent_title')} footer={footer}>
        <FormStack>
          <Alert kind="success" data-testid="forgot-sent">
            {tr('forgot.sent_body', { email: sentTo.current })}
          </Alert>
          <p css={{ ...t.text.bodySmall, color: t.color.textMuted }}>{tr('forgot.sent_hint')}</p>
          <Button variant="outline" fullWidth onClick={() => setState('idle')}>
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
          {error ? (
            <Alert kind="danger" data-testid="forgot-error">
              {errText(error)}
            </Alert>
          ) : null}
          <TextField
            {...form.field('email')}
            label={tr('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={form.errors.email ? tr(form.errors.email) : undefined}
          />
          <Button type="submit" size="large" fullWidth loading={state === 'sending'} data-testid="forgot-submit">
            {tr('forgot.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
