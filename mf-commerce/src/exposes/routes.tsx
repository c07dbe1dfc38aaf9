// The only public surface of mf-commerce: plans, access codes, checkout, pay-per-view and payment
// results. One line per page; the contract's builder derives names, handles and param checks.
import { defineRemoteRoutes, page, param, type PageOptions } from '@portal/shared';
import { PlansPage } from '../features/plans/PlansPage.tsx';
import { CodePage } from '../features/codes/CodePage.tsx';
import { CheckoutPage, checkoutLoader } from '../features/checkout/CheckoutPage.tsx';
import { EventCheckoutPage, eventCheckoutLoader } from '../features/pay-per-view/EventCheckoutPage.tsx';
import { FailurePage, ProcessingPage, SuccessPage } from '../features/payment/PaymentPages.tsx';

const signUpStep: PageOptions = { layout: 'auth', surveyExcluded: true };
const payment: PageOptions = { surveyExcluded: true };

export default defineRemoteRoutes({
  remote: 'mf-commerce',
  namespace: 'commerce',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/commerce.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'default', auth: true },
  pages: [
    page('auth/sign-up/subscription', PlansPage, signUpStep),
    page('auth/sign-up/subscription/code', CodePage, signUpStep),
    page('auth/sign-up/subscription/buy/:id', CheckoutPage, { ...signUpStep, params: { id: param.id }, loader: checkoutLoader }),
    page('account/subscription/buy/:id', CheckoutPage, { params: { id: param.id }, loader: checkoutLoader }),
    page('payment/processing', ProcessingPage, payment),
    page('payment/success', SuccessPage, payment),
    page('payment/failure', FailurePage, payment),
    // Pay-per-view of one event; the event page links here (its offers come from get_commerce_options).
    page('payment/event/:id', EventCheckoutPage, { ...payment, params: { id: param.id }, loader: eventCheckoutLoader }),
  ],
});
