// The only public surface of mf-account: the /account area (docs/product.md "Need auth"). One
// line per page; the contract's builder derives names, handles and param checks.
import { redirect } from 'react-router';
import { defineRemoteRoutes, page, param } from '@portal/shared';
import { AccountIndex } from '../pages/AccountIndex.tsx';
import { contractQuery, contractsQuery, ticketQuery, ticketsQuery } from '../api/get-contracts.ts';
import { paymentsQuery } from '../api/get-billing.ts';
import { devicesQuery } from '../api/get-devices.ts';
import { commerceOnly } from '../components/CommerceOnly.tsx';
import { commerceEnabled } from '../lib/commerce.ts';
import { prefetch } from '../lib/prefetch.ts';
import { BillingPage } from '../pages/BillingPage.tsx';
import { DevicesPage } from '../pages/DevicesPage.tsx';
import { GeneralPage } from '../pages/GeneralPage.tsx';
import { PasswordPage } from '../pages/PasswordPage.tsx';
import { PpvDetailPage, PpvPage } from '../pages/PpvPages.tsx';
import { SubscriptionDetailPage } from '../pages/SubscriptionDetailPage.tsx';
import { SubscriptionsPage } from '../pages/SubscriptionsPage.tsx';

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
    page('account/subscription', commerceOnly(SubscriptionsPage, 'pages.subscription.title'), { loader: prefetch(() => contractsQuery('active', 0), commerceEnabled) }),
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
