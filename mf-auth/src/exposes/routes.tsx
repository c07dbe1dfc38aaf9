// The only public surface of mf-auth: its route table (docs/product.md). One line per page; the
// contract's builder derives names and handles; the shell applies the auth layout.
import { defineRemoteRoutes, page } from '@portal/shared';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.tsx';
import { LoginLimitPage } from '../pages/LoginLimitPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { OAuthCallbackPage } from '../pages/OAuthCallbackPage.tsx';
import { PersonalizationPage } from '../pages/PersonalizationPage.tsx';
import { ResetPasswordPage } from '../pages/ResetPasswordPage.tsx';
import { SignUpPage } from '../pages/SignUpPage.tsx';
import { isSsoProvider } from '../sso/providers.ts';

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
