// The only public surface of mf-commerce: plans, access codes, checkout and payment results.
import type { PortalRoute, PortalRouteHandle, RemoteRoutesModule } from '@portal/shared';
import { comingSoon } from '../components/ComingSoon.tsx';
import { Narrow } from '../components/Narrow.tsx';
import { isNumericId } from '../lib/params.ts';
import { PlansPage } from '../pages/PlansPage.tsx';

const route = (name: string, path: string, Component: PortalRoute['Component'], handle: Handle, extra: Partial<PortalRoute> = {}): PortalRoute => ({
  id: name,
  path,
  Component,
  handle: { name, ...handle },
  ...extra,
});

type Handle = Omit<PortalRouteHandle, 'name'>;
const signUpStep: Handle = { layout: 'auth', middleware: ['auth'], surveyExcluded: true };
const payment: Handle = { layout: 'default', middleware: ['auth'], surveyExcluded: true };

export const commerceRoutes: PortalRoute[] = [
  route('auth-sign-up-subscription', 'auth/sign-up/subscription', PlansPage, signUpStep),
  route('auth-sign-up-subscription-code', 'auth/sign-up/subscription/code', comingSoon('code', Narrow), signUpStep),
  route('auth-sign-up-subscription-buy-id', 'auth/sign-up/subscription/buy/:id', comingSoon('checkout', Narrow), signUpStep, { validate: (p) => isNumericId(p.id) }),
  route('account-subscription-buy-id', 'account/subscription/buy/:id', comingSoon('checkout', Narrow), { layout: 'default', middleware: ['auth'] }, { validate: (p) => isNumericId(p.id) }),
  route('payment-processing', 'payment/processing', comingSoon('processing', Narrow), payment),
  route('payment-success', 'payment/success', comingSoon('success', Narrow), payment),
  route('payment-failure', 'payment/failure', comingSoon('failure', Narrow), payment),
];

const routes: RemoteRoutesModule = {
  remote: 'mf-commerce',
  namespace: 'commerce',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/commerce.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes: commerceRoutes,
};

export default routes;
