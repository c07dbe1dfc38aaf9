// Checkout's card fields: the kit's hosted fields (the provider's iframe) with this tenant's provider
// address and commerce's texts.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardFields as HostedCardFields, type CardFieldsHandle } from '@portal/shared/ui';
import { paymentProviderQuery } from '../../common/payments.ts';

export interface CardFieldsProps {
  onReady: (handle: CardFieldsHandle | null) => void;
  onSubmit?: () => void;
}

export function CardFields({ onReady, onSubmit }: CardFieldsProps) {
  const { t: tr } = useTranslation('commerce');
  const provider = useQuery(paymentProviderQuery());
  return (
    <HostedCardFields
      provider={provider.data}
      providerError={provider.isError ? provider.error : null}
      onRetry={() => {
        if (provider.isError) void provider.refetch();
      }}
      onReady={onReady}
      onSubmit={onSubmit}
      logLabel="commerce"
      texts={{
        frameTitle: tr('card.frameTitle'),
        number: tr('card.number'),
        expiry: tr('card.expiry'),
        cvc: tr('card.cvc'),
        invalidNumber: tr('card.invalidNumber'),
        invalidExpiry: tr('card.invalidExpiry'),
        invalidCvc: tr('card.invalidCvc'),
        unavailableTitle: tr('card.unavailableTitle'),
        unavailable: tr('card.unavailable'),
        retry: tr('card.retry'),
      }}
    />
  );
}
