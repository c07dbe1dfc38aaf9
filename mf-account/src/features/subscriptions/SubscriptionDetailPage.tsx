// /account/subscription/{id}/: one contract (get_customer_subscriptions_by_id) and its cancellation
// (cancel_contract, platform web) behind a confirmation that says until when access lasts.
import { useTheme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatPrice, toast, usePageTitle } from '@portal/shared';
import { Badge, Button } from '@portal/shared/ui';
import { ConfirmDialog } from '../../common/ConfirmDialog.tsx';
import { cancelContract, contractQuery, useContract, type Contract } from '../../common/get-contracts.ts';
import { AccountLayout } from '../../common/AccountLayout.tsx';
import { BackLink } from '../../common/PageHeading.tsx';
import { DetailList, DetailRow } from '../../common/DetailList.tsx';
import { Loading, PageError } from '../../common/QueryStates.tsx';
import { Section } from '../../common/Section.tsx';
import { useErrorText } from '../../common/error-text.ts';
import { formatDate } from '../../common/format.ts';
import { useContractStatus } from './SubscriptionsPage.tsx';

const BADGE = { active: 'success', canceled: 'warning', ended: 'neutral' } as const;

function Details({ contract }: { contract: Contract }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const queryClient = useQueryClient();
  const describe = useErrorText();
  const status = useContractStatus()(contract);
  const [open, setOpen] = useState(false);
  const endDate = formatDate(contract.endDate, locale) ?? '';
  const mutation = useMutation({
    mutationFn: () => cancelContract(contract.id),
    onSuccess: async (next) => {
      queryClient.setQueryData(contractQuery(contract.id).queryKey, next);
      setOpen(false);
      toast.success(tr('subscription.detail.canceled', { date: formatDate(next.endDate, locale) ?? '' }));
      await queryClient.invalidateQueries({ queryKey: ['account', 'contracts'] });
    },
  });
  const cancellable = contract.isActive && !contract.isCanceled;
  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(3) }}>
        <h1 css={{ ...t.text.h1, margin: 0, overflowWrap: 'anywhere' }}>{contract.title || tr('subscription.untitled')}</h1>
        <Badge variant={BADGE[status.badge]}>{tr(`subscription.status.${status.badge}`)}</Badge>
      </div>
      <p data-testid="contract-status" css={{ ...t.text.body, margin: 0, fontWeight: t.fontWeight.semibold }}>
        {status.line}
      </p>
      <Section id="account-subscription-detail" title={tr('subscription.detail.title')}>
        <DetailList>
          <DetailRow label={tr('subscription.detail.type')}>{contract.type || '—'}</DetailRow>
          <DetailRow label={tr('subscription.detail.price')}>{formatPrice(contract.price, contract.currency, locale)}</DetailRow>
          <DetailRow label={tr('subscription.detail.startDate')}>{formatDate(contract.startDate, locale) ?? '—'}</DetailRow>
          <DetailRow label={tr('subscription.detail.endDate')}>{endDate || '—'}</DetailRow>
          <DetailRow label={tr('subscription.detail.autoRenew')}>{tr(contract.autoRenew ? 'subscription.detail.on' : 'subscription.detail.off')}</DetailRow>
          <DetailRow label={tr('subscription.detail.lastPayment')}>{formatDate(contract.lastPayment, locale) ?? '—'}</DetailRow>
          <DetailRow label={tr('subscription.detail.source')}>
            {tr(contract.source === 'access_code' ? 'subscription.detail.sourceCode' : 'subscription.detail.sourceCard')}
          </DetailRow>
        </DetailList>
      </Section>
      {cancellable ? (
        <div>
          <Button variant="outline" onClick={() => setOpen(true)} data-testid="contract-cancel">
            {tr('subscription.detail.cancel')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={open}
        title={tr('subscription.detail.cancelTitle')}
        cancelLabel={tr('subscription.detail.cancelKeep')}
        confirmLabel={tr('subscription.detail.cancelConfirm')}
        onCancel={() => setOpen(false)}
        onConfirm={() => mutation.mutate()}
        busy={mutation.isPending}
        error={mutation.isError ? describe(mutation.error) : null}
        confirmTestId="contract-cancel-confirm"
      >
        <p css={{ ...t.text.body, margin: 0 }}>{tr('subscription.detail.cancelBody', { date: endDate })}</p>
      </ConfirmDialog>
    </>
  );
}

export function SubscriptionDetailPage() {
  const { t: tr } = useTranslation('account');
  const { id = '' } = useParams();
  const query = useContract(id);
  usePageTitle(query.data?.title || tr('pages.subscriptionDetail.title'));
  return (
    <AccountLayout>
      <BackLink to="/account/subscription/">{tr('subscription.detail.back')}</BackLink>
      {query.isPending ? (
        <Loading lines={5} />
      ) : query.isError ? (
        <PageError heading={tr('pages.subscriptionDetail.title')} title={tr('subscription.detail.error')} query={query} />
      ) : (
        <Details contract={query.data} />
      )}
    </AccountLayout>
  );
}
