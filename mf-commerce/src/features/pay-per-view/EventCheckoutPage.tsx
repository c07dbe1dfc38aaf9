// /payment/event/{id}/: pay-per-view, one event (payment action creditCardPay, ppv_checkout).
// The event page links here with its offer; the price comes from get_commerce_options.
import { useTheme } from '@emotion/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { api, formatPrice, mapProductOffer, type Raw, type RouteLoaderArgs, usePageTitle } from '@portal/shared';
import { Alert, Container, QueryErrorAlert, RouteLink, Skeleton } from '@portal/shared/ui';
import { ppvCheckout } from '../../common/payments.ts';
import { PaymentForm } from '../payment/index.ts';

export const ppvOfferQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['commerce', 'ppv-offer', eventId],
    queryFn: async ({ signal }) => {
      const res = await api.get<{ entries: Raw[] }>('/api/event/get_commerce_options', { query: { eventId }, signal });
      const offer = res.entries.map((e) => mapProductOffer(e)).find((o) => o.type.toLowerCase() === 'ppv');
      return offer ?? null;
    },
  });

export const eventCheckoutLoader = ({ params, queryClient }: RouteLoaderArgs) => queryClient.ensureQueryData(ppvOfferQuery(params.id ?? '')).catch(() => null);

export function EventCheckoutPage() {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('commerce');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const offer = useQuery(ppvOfferQuery(id));
  usePageTitle(tr('ppv.title'));
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <Container width="narrow" css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(6) }} data-testid="ppv-checkout-page">
      <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('ppv.title')}</h1>
      {offer.isPending ? (
        <Skeleton height="160px" radius="lg" />
      ) : offer.isError ? (
        <QueryErrorAlert title={tr('ppv.error')} query={offer} />
      ) : !offer.data ? (
        <Alert kind="info" title={tr('ppv.noneTitle')} action={<RouteLink to={`/events/${id}/`}>{tr('ppv.toEvent')}</RouteLink>}>
          {tr('ppv.none')}
        </Alert>
      ) : (
        <div css={{ display: 'grid', gap: t.space(6), [t.mq.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } }}>
          <section
            aria-labelledby="ppv-summary"
            css={{
              display: 'flex',
              flexDirection: 'column',
              gap: t.space(3),
              padding: t.space(5),
              borderRadius: t.radius.lg,
              border: `1px solid ${t.color.border}`,
              backgroundColor: t.color.surface,
            }}
          >
            <h2 id="ppv-summary" css={{ ...t.text.h3, margin: 0 }}>
              {offer.data.title}
            </h2>
            <p data-testid="summary-price" css={{ ...t.text.h2, margin: 0 }}>
              {formatPrice(offer.data.price, offer.data.currency, locale)}
            </p>
            <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('ppv.what')}</p>
          </section>
          <PaymentForm
            payLabel={tr('checkout.pay', { price: formatPrice(offer.data.price, offer.data.currency, locale) })}
            retryPath={pathname}
            pay={(source, key) => ppvCheckout(id, 'token' in source ? source.token : null, key)}
          />
        </div>
      )}
      <RouteLink
        to={`/events/${id}/`}
        css={{ ...t.text.label, color: t.color.primaryText, alignSelf: 'flex-start', borderRadius: t.radius.xs, '&:focus-visible': t.focusRing }}
      >
        {tr('ppv.toEvent')}
      </RouteLink>
    </Container>
  );
}
