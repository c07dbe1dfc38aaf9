// The only public surface of mf-commerce: plans, access codes, checkout and payment
// results. One line per page; the contract's builder derives names, handles and param checks.
import { defineRemoteRoutes, page, param, type PageOptions } from '@portal/shared';
import { comingSoonPage, Narrow } from '@portal/shared/ui';
import { PlansPage } from '../pages/PlansPage.tsx';

const soon = (name: string) => comingSoonPage('commerce', name, Narrow);
const signUpStep: PageOptions = { layout: 'auth', surveyExcluded: true };
const payment: PageOptions = { surveyExcluded: true };

export default defineRemoteRoutes({
  remote: 'mf-commerce',
  namespace: 'commerce',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/commerce.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'default', auth: true },
  pages: [
    page('auth/sign-up/subscription', PlansPage, signUpStep),
    page('auth/sign-up/subscription/code', soon('code'), signUpStep),
    page('auth/sign-up/subscription/buy/:id', soon('checkout'), { ...signUpStep, params: { id: param.id } }),
    page('account/subscription/buy/:id', soon('checkout'), { params: { id: param.id } }),
    page('payment/processing', soon('processing'), payment),
    page('payment/success', soon('success'), payment),
    page('payment/failure', soon('failure'), payment),
  ],
});
