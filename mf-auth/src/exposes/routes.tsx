// The only public surface of mf-auth: its routes and their metadata (SPEC 2). The shell
// namespaces the ids, applies the auth layout and the `auth` middleware from the handle.
import { type NamespaceLoader, type PortalRoute, type RemoteRoutesModule } from '@portal/shared';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.tsx';
import { LoginLimitPage } from '../pages/LoginLimitPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { OAuthCallbackPage } from '../pages/OAuthCallbackPage.tsx';
import { PersonalizationPage } from '../pages/PersonalizationPage.tsx';
import { ResetPasswordPage } from '../pages/ResetPasswordPage.tsx';
import { SignUpPage } from '../pages/SignUpPage.tsx';
import { isSsoProvider } from '../sso/providers.ts';

const loadTranslations: NamespaceLoader = (locale) =>
  import(`../i18n/locales/${locale}/auth.json`).then((m: { default: Record<string, unknown> }) => m.default);

const pages: PortalRoute[] = [
  { id: 'login', path: 'auth/login', handle: { name: 'auth-login', layout: 'auth', surveyExcluded: true }, Component: LoginPage },
  { id: 'login-limit', path: 'auth/login/limit', handle: { name: 'auth-login-limit', layout: 'auth', surveyExcluded: true }, Component: LoginLimitPage },
  { id: 'sign-up', path: 'auth/sign-up', handle: { name: 'auth-sign-up', layout: 'auth', surveyExcluded: true }, Component: SignUpPage },
  {
    id: 'sign-up-personalization',
    path: 'auth/sign-up/personalization',
    handle: { name: 'auth-sign-up-personalization', layout: 'auth', middleware: ['auth'], surveyExcluded: true },
    Component: PersonalizationPage,
  },
  {
    id: 'password-forgot',
    path: 'auth/password/forgot',
    handle: { name: 'auth-password-forgot', layout: 'auth', surveyExcluded: true },
    Component: ForgotPasswordPage,
  },
  {
    id: 'password-reset',
    path: 'auth/password/reset',
    handle: { name: 'auth-password-reset', layout: 'auth', surveyExcluded: true },
    Component: ResetPasswordPage,
  },
  {
    id: 'oauth2-callback-provider',
    path: 'auth/oauth2/callback/:provider',
    handle: { name: 'auth-oauth2-callback-provider', layout: 'auth', surveyExcluded: true },
    validate: (params) => isSsoProvider(params.provider),
    Component: OAuthCallbackPage,
  },
];

export const authRoutes: PortalRoute[] = pages;

const routes: RemoteRoutesModule = {
  remote: 'mf-auth',
  namespace: 'auth',
  loadTranslations,
  routes: authRoutes,
};

export default routes;
