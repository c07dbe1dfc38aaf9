// Billing's stored card: shown as the provider reported it (brand, last four, expiry), replaced (or
// added) through the provider's hosted fields, or removed. The card number is typed into the
// provider's frame and only a single-use token reaches this code and the API (store_card).
import { useTheme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/shared';
import { Alert, Button, CardFields, LockIcon, QueryErrorAlert, type CardFieldsHandle } from '@portal/shared/ui';
import { ConfirmDialog } from '../../common/ConfirmDialog.tsx';
import { paymentProviderQuery, removeCard, storeCard, storedCardQuery, useStoredCard, type StoredCard } from './get-billing.ts';
import { useErrorText } from '../../common/error-text.ts';
import { Loading } from '../../common/QueryStates.tsx';
import { Section } from '../../common/Section.tsx';

export const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');
const expiry = (card: StoredCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** A small card face (decorative): the brand on a tinted rectangle. */
function CardFace({ brand }: { brand: string }) {
  const t = useTheme();
  return (
    <span
      aria-hidden="true"
      css={{
        flex: 'none',
        display: 'inline-flex',
        alignItems: 'flex-end',
        justifyContent: 'flex-end',
        inlineSize: 56,
        blockSize: 38,
        padding: t.space(1, 2),
        borderRadius: t.radius.md,
        border: `1px solid ${t.color.border}`,
        background: `linear-gradient(135deg, ${t.color.primarySubtle}, ${t.color.elevated})`,
        ...t.text.caption,
        fontWeight: t.fontWeight.bold,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        color: t.color.text,
        overflow: 'hidden',
        direction: 'ltr',
      }}
    >
      {brand.slice(0, 4) || '••••'}
    </span>
  );
}

/** The provider's fields and Save / Cancel; on success the new card replaces the shown one. */
function ReplaceCardForm({ current, onDone, onCancel }: { current: StoredCard | null; onDone: (card: StoredCard) => void; onCancel: () => void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const describe = useErrorText();
  const provider = useQuery(paymentProviderQuery());
  const fields = useRef<CardFieldsHandle | null>(null);
  const [ready, setReady] = useState(false);
  const mutation = useMutation({
    mutationFn: async () => {
      if (!fields.current) throw new Error(tr('cardFields.unavailable'));
      return storeCard((await fields.current.tokenize()).token);
    },
    onSuccess: onDone,
  });
  // The provider shows its own field errors in its frame (invalid_card); others are said here.
  const code = (mutation.error as { code?: string } | null)?.code;
  const error = mutation.isError && code !== 'invalid_card' ? describe(mutation.error) : null;
  const submit = () => {
    if (!mutation.isPending) mutation.mutate();
  };
  return (
    <form
      noValidate
      aria-label={tr('billing.card.formLabel')}
      data-testid="replace-card-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      // A card number is 19 digits: fields as wide as the page look unfinished on a desktop.
      css={{ display: 'flex', flexDirection: 'column', gap: t.space(4), maxInlineSize: '34rem' }}
    >
      <p css={{ ...t.text.body, margin: 0 }}>
        {current
          ? tr('billing.card.replaceIntro', { card: tr('billing.card.number', { brand: brandName(current.brand), last4: current.last4 }) })
          : tr('billing.card.addIntro')}
      </p>
      <CardFields
        provider={provider.data}
        providerError={provider.isError ? provider.error : null}
        onRetry={() => {
          if (provider.isError) void provider.refetch();
        }}
        onReady={(h) => {
          fields.current = h;
          setReady(Boolean(h));
          h?.focus();
        }}
        onSubmit={submit}
        logLabel="account"
        texts={{
          frameTitle: tr('cardFields.frameTitle'),
          number: tr('cardFields.number'),
          expiry: tr('cardFields.expiry'),
          cvc: tr('cardFields.cvc'),
          invalidNumber: tr('cardFields.invalidNumber'),
          invalidExpiry: tr('cardFields.invalidExpiry'),
          invalidCvc: tr('cardFields.invalidCvc'),
          unavailableTitle: tr('cardFields.unavailableTitle'),
          unavailable: tr('cardFields.unavailable'),
          retry: tr('cardFields.retry'),
        }}
      />
      {error ? (
        <Alert kind="danger" data-testid="card-error">
          {error}
        </Alert>
      ) : null}
      <p css={{ ...t.text.caption, color: t.color.textMuted, margin: 0, display: 'flex', gap: t.space(2), alignItems: 'flex-start' }}>
        <LockIcon aria-hidden="true" css={{ flex: 'none', marginBlockStart: 2 }} />
        <span>{tr('billing.card.secure')}</span>
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(3) }}>
        <Button type="submit" loading={mutation.isPending} disabled={!ready} data-testid="save-card">
          {tr('billing.card.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {tr('billing.card.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function StoredCardSection() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const describe = useErrorText();
  const queryClient = useQueryClient();
  const card = useStoredCard();
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(false);
  useEffect(() => {
    if (focusSummary && !editing) {
      summary.current?.focus();
      setFocusSummary(false);
    }
  }, [focusSummary, editing]);

  const done = (next: StoredCard | null, message: string) => {
    queryClient.setQueryData(storedCardQuery().queryKey, next);
    // Checkout reads the stored card too: let it fetch the new one.
    void queryClient.invalidateQueries({ queryKey: ['commerce', 'stored-card'] });
    toast.success(message);
    setEditing(false);
    setFocusSummary(true);
  };
  const remove = useMutation({
    mutationFn: removeCard,
    onSuccess: () => {
      setConfirmRemove(false);
      done(null, tr('billing.card.removed'));
    },
  });
  const c = card.data ?? null;
  const label = c ? tr('billing.card.number', { brand: brandName(c.brand), last4: c.last4 }) : '';

  return (
    <Section id="account-billing-card" title={tr('billing.card.title')} data-testid="card-section">
      {card.isPending ? (
        <Loading lines={1} />
      ) : card.isError ? (
        <QueryErrorAlert title={tr('billing.card.error')} query={card} />
      ) : editing ? (
        <ReplaceCardForm current={c} onDone={(next) => done(next, tr('billing.card.saved'))} onCancel={() => setEditing(false)} />
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: t.space(4) }}>
          <div
            ref={summary}
            tabIndex={-1}
            css={{ display: 'flex', alignItems: 'center', gap: t.space(3), minInlineSize: 0, borderRadius: t.radius.sm, '&:focus-visible': t.focusRing }}
          >
            {c ? <CardFace brand={c.brand} /> : null}
            <p data-testid="stored-card" css={{ ...t.text.body, margin: 0, minInlineSize: 0, color: c ? t.color.text : t.color.textMuted }}>
              {c ? (
                <>
                  <span css={{ fontWeight: t.fontWeight.semibold }}>{label}</span>
                  <br />
                  <span dir="ltr" css={{ ...t.text.caption, color: t.color.textMuted }}>
                    {tr('billing.card.expires', { date: expiry(c) })}
                  </span>
                </>
              ) : (
                tr('billing.card.none')
              )}
            </p>
          </div>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2) }}>
            <Button variant={c ? 'outline' : 'primary'} size="small" onClick={() => setEditing(true)} data-testid="replace-card">
              {c ? tr('billing.card.replace') : tr('billing.card.add')}
            </Button>
            {c ? (
              <Button
                variant="link"
                size="small"
                onClick={() => {
                  remove.reset();
                  setConfirmRemove(true);
                }}
                data-testid="remove-card"
              >
                {tr('billing.card.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title={tr('billing.card.removeTitle')}
        cancelLabel={tr('billing.card.removeKeep')}
        confirmLabel={tr('billing.card.removeConfirm')}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
        error={remove.isError ? describe(remove.error) : null}
        danger
        confirmTestId="remove-card-confirm"
      >
        <p css={{ ...t.text.body, margin: 0 }}>{tr('billing.card.removeBody', { card: label })}</p>
      </ConfirmDialog>
    </Section>
  );
}
