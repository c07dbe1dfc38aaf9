// The only public surface of mf-account: the /account area (SPEC 2 "Need auth"). One
// line per page; the contract's builder derives names, handles and param checks.
import { redirect } from 'react-router';
import { defineRemoteRoutes, page, param } from '@portal/shared';
import { comingSoonPage } from '@portal/shared/ui';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { AccountIndex } from '../pages/AccountIndex.tsx';
import { DevicesPage, devicesLoader } from '../pages/DevicesPage.tsx';
import { GeneralPage } from '../pages/GeneralPage.tsx';
import { PasswordPage } from '../pages/PasswordPage.tsx';

const soon = (name: string) => comingSoonPage('account', name, AccountLayout);

export default defineRemoteRoutes({
  remote: 'mf-account',
  namespace: 'account',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/account.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'default', auth: true },
  pages: [
    page('account', AccountIndex, { loader: () => redirect('/account/general/') }),
    page('account/general', GeneralPage),
    page('account/password', PasswordPage),
    page('account/devices', DevicesPage, { loader: devicesLoader }),
    page('account/billing', soon('billing')),
    page('account/subscription', soon('subscription')),
    page('account/subscription/:id', soon('subscriptionDetail'), { params: { id: param.id } }),
    page('account/ppv', soon('ppv')),
    page('account/ppv/:id', soon('ppvDetail'), { params: { id: param.id } }),
  ],
});
