// /account/billing/: the stored card (brand, last four, expiry) as the card provider reported it,
// replaced or removed there (StoredCard.tsx), and the payment history with a receipt per
// succeeded payment. Card data never reaches this code.
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, usePageTitle } from '@portal/shared';
import { Badge, Button, Dialog, QueryErrorAlert } from '@portal/shared/ui';
import { usePayments, useReceipt, type Payment } from './get-billing.ts';
import { AccountLayout } from '../../common/AccountLayout.tsx';
import { DetailList, DetailRow } from '../../common/DetailList.tsx';
import { PageHeading } from '../../common/PageHeading.tsx';
import { Loading } from '../../common/QueryStates.tsx';
import { Pager } from '../../common/Pager.tsx';
import { Section } from '../../common/Section.tsx';
import { StoredCardSection, brandName } from './StoredCard.tsx';
import { formatDate, formatDateTime } from '../../common/format.ts';

const STATUS = { succeeded: 'success', failed: 'danger', requires_action: 'warning' } as const;

function ReceiptDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const receipt = useReceipt(paymentId);
  const r = receipt.data;
  return (
    <Dialog
      open={paymentId !== null}
      onClose={onClose}
      title={tr('billing.receipt.title')}
      size="small"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {tr('billing.receipt.close')}
          </Button>
          <Button onClick={() => window.print()} disabled={!r}>
            {tr('billing.receipt.print')}
          </Button>
        </>
      }
    >
      {receipt.isPending ? (
        <Loading lines={3} />
      ) : receipt.isError ? (
        <QueryErrorAlert title={tr('billing.receipt.error')} query={receipt} />
      ) : r ? (
        <DetailList inline testId="receipt">
          <DetailRow label={tr('billing.receipt.number')}>
            <span dir="ltr">{r.receiptNumber}</span>
          </DetailRow>
          <DetailRow label={tr('billing.receipt.product')}>
            {r.productTitle || tr(`billing.kind.${r.payment.kind}`, { defaultValue: r.payment.kind })}
          </DetailRow>
          <DetailRow label={tr('billing.receipt.amount')}>{formatPrice(r.payment.amount, r.payment.currency, locale)}</DetailRow>
          <DetailRow label={tr('billing.receipt.date')}>{formatDateTime(r.issuedAt, locale) ?? '—'}</DetailRow>
          {r.payment.card ? (
            <DetailRow label={tr('billing.receipt.card')}>
              {tr('billing.card.number', { brand: brandName(r.payment.card.brand), last4: r.payment.card.last4 })}
            </DetailRow>
          ) : null}
          <DetailRow label={tr('billing.receipt.email')}>
            <span dir="ltr">{r.customerEmail}</span>
          </DetailRow>
        </DetailList>
      ) : null}
    </Dialog>
  );
}

function PaymentRow({ payment, onReceipt }: { payment: Payment; onReceipt: (id: string) => void }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const kind = tr(`billing.kind.${payment.kind}`, { defaultValue: payment.kind });
  const date = formatDate(payment.createdAt, locale) ?? '';
  return (
    <li
      data-testid="payment"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: t.space(3),
        paddingBlock: t.space(3),
        borderBlockEnd: `1px solid ${t.color.border}`,
      }}
    >
      <div css={{ minInlineSize: 0 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(2) }}>
          <span css={{ ...t.text.label }}>{kind}</span>
          <Badge size="small" variant={STATUS[payment.status as keyof typeof STATUS] ?? 'neutral'}>
            {tr(`billing.status.${payment.status}`, { defaultValue: payment.status })}
          </Badge>
        </div>
        <p css={{ ...t.text.caption, color: t.color.textMuted, margin: 0, marginBlockStart: t.space(1) }}>
          {[
            date,
            formatPrice(payment.amount, payment.currency, locale),
            payment.failureCode ? tr(`billing.failure.${payment.failureCode}`, { defaultValue: payment.failureCode }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {payment.status === 'succeeded' ? (
        <Button variant="outline" size="small" onClick={() => onReceipt(payment.id)} aria-label={tr('billing.receipt.openLabel', { kind, date })}>
          {tr('billing.receipt.open')}
        </Button>
      ) : null}
    </li>
  );
}

export function BillingPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const [page, setPage] = useState(0);
  const [receipt, setReceipt] = useState<string | null>(null);
  const payments = usePayments(page);
  usePageTitle(tr('pages.billing.title'));
  return (
    <AccountLayout>
      <PageHeading title={tr('pages.billing.title')} intro={tr('billing.intro')} />
      <StoredCardSection />
      <Section id="account-billing-history" title={tr('billing.history.title')}>
        {payments.isPending ? (
          <Loading lines={3} />
        ) : payments.isError ? (
          <QueryErrorAlert title={tr('billing.history.error')} query={payments} />
        ) : payments.data.entries.length === 0 ? (
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('billing.history.empty')}</p>
        ) : (
          <>
            <ul aria-label={tr('billing.history.title')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {payments.data.entries.map((p) => (
                <PaymentRow key={p.id} payment={p} onReceipt={setReceipt} />
              ))}
            </ul>
            <div css={{ marginBlockStart: t.space(4) }}>
              <Pager page={page} nextExists={payments.data.nextExists} onPage={setPage} label={tr('list.pages')} />
            </div>
          </>
        )}
      </Section>
      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
    </AccountLayout>
  );
}
