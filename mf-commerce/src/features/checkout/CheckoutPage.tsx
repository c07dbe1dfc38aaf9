// /auth/sign-up/subscription/buy/{id}/ and /account/subscription/buy/{id}/: the plan, then payment with
// the stored card (subscribe_by_stored_cc) or a new one through the provider (subscription_checkout).
import { useTheme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { formatPrice, type RouteLoaderArgs, usePageTitle } from '@portal/shared';
import { Container, QueryErrorAlert, RouteLink, Skeleton } from '@portal/shared/ui';
import { subscriptionQuery } from '../../common/get-subscriptions.ts';
import { subscribeByStoredCard, subscriptionCheckout } from '../../common/payments.ts';
import { PaymentForm } from '../payment/index.ts';
import { PlanSummary } from '../plans/index.ts';
import { safeRetryPath } from '../../common/card-provider.ts';

export const checkoutLoader = ({ params, queryClient }: RouteLoaderArgs) => queryClient.ensureQueryData(subscriptionQuery(params.id ?? '')).catch(() => null);

export function CheckoutPage() {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('commerce');
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  // Bought from an event's paywall (`?redirect=/events/{id}/`): success returns there; a retry keeps it.
  const back = safeRetryPath(useSearchParams()[0].get('redirect'), '') || null;
  const plan = useQuery(subscriptionQuery(id));
  usePageTitle(tr('checkout.title'));
  const signUp = pathname.startsWith('/auth/');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <Container width="narrow" css={{ paddingBlock: t.space(8, 16), display: 'flex', flexDirection: 'column', gap: t.space(6) }} data-testid="checkout-page">
      <header css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
        {signUp ? <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{tr('plans.step')}</p> : null}
        <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('checkout.title')}</h1>
      </header>
      {plan.isPending ? (
        <Skeleton height="220px" radius="lg" />
      ) : plan.isError ? (
        <QueryErrorAlert title={tr('checkout.planError')} query={plan} />
      ) : (
        <div css={{ display: 'grid', gap: t.space(6), [t.mq.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } }}>
          <PlanSummary plan={plan.data} />
          <PaymentForm
            payLabel={tr('checkout.pay', { price: formatPrice(plan.data.price, plan.data.currency, locale) })}
            retryPath={`${pathname}${search}`}
            back={back}
            pay={(source, key) => ('token' in source ? subscriptionCheckout(id, source.token, key) : subscribeByStoredCard(id, key))}
          />
        </div>
      )}
      <RouteLink
        to={signUp ? '/auth/sign-up/subscription/' : '/account/subscription/'}
        css={{ ...t.text.label, color: t.color.primaryText, alignSelf: 'flex-start', borderRadius: t.radius.xs, '&:focus-visible': t.focusRing }}
      >
        {tr('checkout.back')}
      </RouteLink>
    </Container>
  );
}
