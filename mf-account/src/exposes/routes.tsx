// The only public surface of mf-account: the /account area (docs/product.md "Need auth"). One
// line per page; the contract's builder derives names, handles and param checks.
import { redirect } from 'react-router';
import { defineRemoteRoutes, page, param } from '@portal/shared';
import { AccountIndex } from '../features/profile/AccountIndex.tsx';
import { contractQuery, contractsQuery, ticketQuery, ticketsQuery } from '../common/get-contracts.ts';
import { paymentsQuery } from '../features/billing/get-billing.ts';
import { devicesQuery } from '../features/devices/get-devices.ts';
import { commerceOnly } from '../common/CommerceOnly.tsx';
import { commerceEnabled } from '../common/commerce.ts';
import { prefetch } from '../common/prefetch.ts';
import { BillingPage } from '../features/billing/BillingPage.tsx';
import { DevicesPage } from '../features/devices/DevicesPage.tsx';
import { GeneralPage } from '../features/profile/GeneralPage.tsx';
import { PasswordPage } from '../features/password/PasswordPage.tsx';
import { PpvDetailPage, PpvPage } from '../features/pay-per-view/PpvPages.tsx';
import { SubscriptionDetailPage } from '../features/subscriptions/SubscriptionDetailPage.tsx';
import { SubscriptionsPage } from '../features/subscriptions/SubscriptionsPage.tsx';

export default defineRemoteRoutes({
  remote: 'mf-account',
  namespace: 'account',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/account.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'default', auth: true },
  pages: [
    page('account', AccountIndex, { loader: () => redirect('/account/general/') }),
    page('account/general', GeneralPage),
    page('account/password', PasswordPage),
    page('account/devices', DevicesPage, { loader: prefetch(() => devicesQuery()) }),
    page('account/billing', commerceOnly(BillingPage, 'pages.billing.title'), { loader: prefetch(() => paymentsQuery(0), commerceEnabled) }),
    page('account/subscription', commerceOnly(SubscriptionsPage, 'pages.subscription.title'), {
      loader: prefetch(() => contractsQuery('active', 0), commerceEnabled),
    }),
    page('account/subscription/:id', commerceOnly(SubscriptionDetailPage, 'pages.subscriptionDetail.title'), {
      params: { id: param.id },
      loader: prefetch(({ params }) => contractQuery(params.id ?? ''), commerceEnabled),
    }),
    page('account/ppv', commerceOnly(PpvPage, 'pages.ppv.title'), { loader: prefetch(() => ticketsQuery(0), commerceEnabled) }),
    page('account/ppv/:id', commerceOnly(PpvDetailPage, 'pages.ppvDetail.title'), {
      params: { id: param.id },
      loader: prefetch(({ params }) => ticketQuery(params.id ?? ''), commerceEnabled),
    }),
  ],
});
