// Pay with the stored card or a new one (the provider's hosted fields). One Idempotency-Key per
// page visit: a double click or a retry after a network error reuses it, so the charge happens once.
import { useTheme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '@portal/shared';
import { Alert, Button, Skeleton, type CardFieldsHandle } from '@portal/shared/ui';
import { newIdempotencyKey, storedCardQuery, type Payment } from '../../common/payments.ts';
import { afterPurchase } from '../../common/after-purchase.ts';
import { resultPath } from '../../common/card-provider.ts';
import { CardFields } from './CardFields.tsx';

export type PaySource = { token: string } | { stored: true };

export interface PaymentFormProps {
  /** The button's text, e.g. "Pay €9.99". */
  payLabel: string;
  pay: (source: PaySource, key: string) => Promise<Payment>;
  /** The page to come back to from the failure page. */
  retryPath: string;
  /** The page the purchase started from (`?redirect=`), carried to the success page. */
  back?: string | null;
}

export function PaymentForm({ payLabel, pay, retryPath, back = null }: PaymentFormProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('commerce');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = useQuery(storedCardQuery());
  const [choice, setChoice] = useState<'stored' | 'new' | null>(null);
  const method = choice ?? (stored.data ? 'stored' : 'new');
  const fields = useRef<CardFieldsHandle | null>(null);
  const [fieldsReady, setFieldsReady] = useState(false);
  const key = useRef(newIdempotencyKey());
  const name = useId();

  const mutation = useMutation({
    mutationFn: async () => {
      let source: PaySource;
      if (method === 'stored') source = { stored: true };
      else {
        if (!fields.current) throw new Error(tr('card.unavailable'));
        source = { token: (await fields.current.tokenize()).token };
      }
      return pay(source, key.current);
    },
    onSuccess: (payment) => {
      void afterPurchase(queryClient);
      navigate(resultPath(payment, retryPath, back));
    },
  });

  // The provider's own field errors show in its frame; only other failures are repeated here.
  const fieldError = mutation.error && (mutation.error as { code?: string }).code === 'invalid_card';
  const submit = () => {
    if (!mutation.isPending) mutation.mutate();
  };
  const radio = (value: 'stored' | 'new', label: string) => (
    <label
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: t.space(3),
        padding: t.space(3, 4),
        borderRadius: t.radius.md,
        border: `1px solid ${method === value ? t.color.primary : t.color.border}`,
        cursor: 'pointer',
        '&:has(input:focus-visible)': t.focusRing,
      }}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={method === value}
        onChange={() => setChoice(value)}
        css={{ accentColor: t.color.primary, inlineSize: 18, blockSize: 18 }}
      />
      <span css={{ ...t.text.body }}>{label}</span>
    </label>
  );

  return (
    <form
      noValidate
      aria-label={tr('checkout.payment')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      css={{ display: 'flex', flexDirection: 'column', gap: t.space(4) }}
    >
      {stored.isPending ? (
        <Skeleton height="48px" radius="md" />
      ) : stored.data ? (
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
          <legend css={{ ...t.text.label, marginBlockEnd: t.space(2) }}>{tr('checkout.method')}</legend>
          {radio(
            'stored',
            tr('checkout.storedCard', {
              brand: stored.data.brand.toUpperCase(),
              last4: stored.data.last4,
              month: String(stored.data.expMonth).padStart(2, '0'),
              year: String(stored.data.expYear).slice(-2),
            }),
          )}
          {radio('new', tr('checkout.newCard'))}
        </fieldset>
      ) : null}
      {method === 'new' && !stored.isPending ? (
        <CardFields
          onReady={(h) => {
            fields.current = h;
            setFieldsReady(Boolean(h));
          }}
          onSubmit={submit}
        />
      ) : null}
      {mutation.isError && !fieldError ? (
        <Alert kind="danger" data-testid="payment-error">
          {isApiError(mutation.error) ? errorText(mutation.error, (key, options) => String(tr(key, { ...options }))) : tr('checkout.errorGeneric')}
        </Alert>
      ) : null}
      <Button type="submit" size="large" fullWidth loading={mutation.isPending} disabled={method === 'new' && !fieldsReady} data-testid="pay">
        {payLabel}
      </Button>
      <p css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0, textAlign: 'center' }}>{tr('checkout.secure')}</p>
    </form>
  );
}
