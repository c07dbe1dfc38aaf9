// The only public surface of mf-account: the /account area (SPEC 2 "Need auth").
import { redirect } from 'react-router';
import type { PortalRoute, RemoteRoutesModule } from '@portal/shared';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { comingSoon } from '../components/ComingSoon.tsx';
import { isNumericId } from '../lib/params.ts';
import { AccountIndex } from '../pages/AccountIndex.tsx';
import { GeneralPage } from '../pages/GeneralPage.tsx';

const page = (name: string, path: string, Component: PortalRoute['Component'], extra: Partial<PortalRoute> = {}): PortalRoute => ({
  id: name,
  path,
  Component,
  handle: { name, layout: 'default', middleware: ['auth'] },
  ...extra,
});

export const accountRoutes: PortalRoute[] = [
  page('account', 'account', AccountIndex, { loader: () => redirect('/account/general/') }),
  page('account-general', 'account/general', GeneralPage),
  page('account-password', 'account/password', comingSoon('password', AccountLayout)),
  page('account-devices', 'account/devices', comingSoon('devices', AccountLayout)),
  page('account-billing', 'account/billing', comingSoon('billing', AccountLayout)),
  page('account-subscription', 'account/subscription', comingSoon('subscription', AccountLayout)),
  page('account-subscription-id', 'account/subscription/:id', comingSoon('subscriptionDetail', AccountLayout), { validate: (p) => isNumericId(p.id) }),
  page('account-ppv', 'account/ppv', comingSoon('ppv', AccountLayout)),
  page('account-ppv-id', 'account/ppv/:id', comingSoon('ppvDetail', AccountLayout), { validate: (p) => isNumericId(p.id) }),
];

const routes: RemoteRoutesModule = {
  remote: 'mf-account',
  namespace: 'account',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/account.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes: accountRoutes,
};

export default routes;
