// The only public surface of mf-auth: its route table (docs/product.md). One line per page; the
// contract's builder derives names and handles; the shell applies the auth layout.
import { defineRemoteRoutes, page } from '@portal/shared';
import { ForgotPasswordPage } from '../features/password/ForgotPasswordPage.tsx';
import { LoginLimitPage } from '../features/device-limit/LoginLimitPage.tsx';
import { LoginPage } from '../features/sign-in/LoginPage.tsx';
import { OAuthCallbackPage } from '../features/sso/OAuthCallbackPage.tsx';
import { PersonalizationPage } from '../features/sign-up/PersonalizationPage.tsx';
import { ResetPasswordPage } from '../features/password/ResetPasswordPage.tsx';
import { SignUpPage } from '../features/sign-up/SignUpPage.tsx';
import { isSsoProvider } from '../common/sso-providers.ts';

export default defineRemoteRoutes({
  remote: 'mf-auth',
  namespace: 'auth',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/auth.json`).then((m: { default: Record<string, unknown> }) => m.default),
  defaults: { layout: 'auth', surveyExcluded: true },
  pages: [
    page('auth/login', LoginPage),
    page('auth/login/limit', LoginLimitPage),
    page('auth/sign-up', SignUpPage),
    page('auth/sign-up/personalization', PersonalizationPage, { auth: true }),
    page('auth/password/forgot', ForgotPasswordPage),
    page('auth/password/reset', ResetPasswordPage),
    page('auth/oauth2/callback/:provider', OAuthCallbackPage, { params: { provider: isSsoProvider } }),
  ],
});
