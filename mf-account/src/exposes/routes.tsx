// The only public surface of mf-account: the /account area (SPEC 2 "Need auth"). One
// line per page; the contract's builder derives names, handles and param checks.
import { redirect } from 'react-router';
import { defineRemoteRoutes, page, param } from '@portal/shared';
import { AccountIndex } from '../pages/AccountIndex.tsx';
import { contractQuery, contractsQuery, ticketQuery, ticketsQuery } from '../api/get-contracts.ts';
import { paymentsQuery } from '../api/get-billing.ts';
import { devicesQuery } from '../api/get-devices.ts';
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
    page('account/billing', BillingPage, { loader: prefetch(() => paymentsQuery(0)) }),
    page('account/subscription', SubscriptionsPage, { loader: prefetch(() => contractsQuery('active', 0)) }),
    page('account/subscription/:id', SubscriptionDetailPage, { params: { id: param.id }, loader: prefetch(({ params }) => contractQuery(params.id ?? '')) }),
    page('account/ppv', PpvPage, { loader: prefetch(() => ticketsQuery(0)) }),
    page('account/ppv/:id', PpvDetailPage, { params: { id: param.id }, loader: prefetch(({ params }) => ticketQuery(params.id ?? '')) }),
  ],
});
