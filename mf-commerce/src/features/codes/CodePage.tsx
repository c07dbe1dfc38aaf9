// /auth/sign-up/subscription/code/: redeem an access code (payment action redeemAccessCode).
// Unknown, used and expired codes each get their own message (errors.* in the commerce namespace).
import { useTheme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@portal/shared';
import { Button, Narrow, RouteLink, TextField } from '@portal/shared/ui';
import { FormError, accessCodeFormSchema, useZodForm } from '@portal/shared/forms';
import { newIdempotencyKey, redeemAccessCode } from '../../common/payments.ts';
import { afterPurchase } from '../../common/after-purchase.ts';
import { resultPath } from '../../common/card-provider.ts';

export function CodePage() {
  const t = useTheme();
  const { t: tr } = useTranslation('commerce');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(tr('code.title'));
  const form = useZodForm(accessCodeFormSchema, { defaultValues: { code: '' }, ns: 'commerce' });
  // One key per code typed: a double submit or a retry redeems once; another code is a new request.
  const keys = useRef(new Map<string, string>());
  const onSubmit = form.submit(async ({ code }) => {
    const key = keys.current.get(code) ?? newIdempotencyKey();
    keys.current.set(code, key);
    const payment = await redeemAccessCode(code, key);
    void afterPurchase(queryClient);
    navigate(resultPath(payment, '/auth/sign-up/subscription/code/'));
  });
  const linkCss = { ...t.text.label, color: t.color.primaryText, borderRadius: t.radius.xs, '&:focus-visible': t.focusRing };
  return (
    <Narrow>
      <div css={{ maxInlineSize: 480, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: t.space(6) }} data-testid="code-page">
        <header css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
          <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{tr('plans.step')}</p>
          <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('code.title')}</h1>
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('code.subtitle')}</p>
        </header>
        <form noValidate onSubmit={onSubmit} aria-label={tr('code.title')} css={{ display: 'flex', flexDirection: 'column', gap: t.space(4) }}>
          <FormError error={form.formError} describe={form.describeError} data-testid="code-error" />
          <TextField
            {...form.field('code')}
            label={tr('code.label')}
            hint={tr('code.hint')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required
            dir="ltr"
          />
          <Button type="submit" size="large" fullWidth loading={form.submitting} data-testid="code-submit">
            {tr('code.submit')}
          </Button>
        </form>
        <RouteLink to="/auth/sign-up/subscription/" css={linkCss}>
          {tr('code.back')}
        </RouteLink>
      </div>
    </Narrow>
  );
}
