// The public surface of each federated entry of @portal/shared (ADR 0014). A new public name
// goes on these lists, so what enters shared is visible in review; what must stay out is checked too.
import * as core from '@portal/shared';
import * as forms from '@portal/shared/forms';
import * as ui from '@portal/shared/ui';

test('the core entry exports what every app needs', () => {
  const expected = [
    // contract
    'LOCALES',
    'containerName',
    'REMOTE_IDS',
    'defineRemoteRoutes',
    'page',
    'param',
    'queryClientContext',
    'LOGIN_SESSION_EXPIRED',
    'LOGIN_DEVICE_NOT_ALLOWED',
    // config
    'customerConfigAtom',
    'useCustomerConfig',
    'getCustomerConfig',
    'setCustomerConfig',
    'routeAvailable',
    'useRouteAvailable',
    // http
    'api',
    'configureApi',
    'createApiClient',
    'apiPaged',
    'ApiError',
    'errorText',
    'tokenDataFromResponse',
    // session
    'portalStore',
    'userAtom',
    'tokenAtom',
    'userTokenDataAtom',
    'followedAtom',
    'devicesAtom',
    'selectedAtom',
    'creditCardAtom',
    'creditCardTokenAtom',
    'pendingAccessTokenRefreshAtom',
    'isAuthenticatedAtom',
    'applySignIn',
    'logout',
    'clearSession',
    'setUser',
    'getDeviceId',
    'deviceName',
    'loadFollowed',
    'setFollow',
    'useFollow',
    'loadWatchlist',
    'setWatchlisted',
    'useWatchlist',
    // model
    'mapEvent',
    'mapUserProfile',
    'mapDevice',
    'mapPagedList',
    'mapIdentity',
    'mapSubscription',
    'str',
    'obj',
    // query, realtime, i18n
    'createQueryClient',
    'createRealtime',
    'getRealtime',
    'i18n',
    'initI18n',
    'setLocale',
    'isRtl',
    'registerNamespace',
    // telemetry facades
    'analytics',
    'push',
    'reportError',
    'configureErrorReporting',
    // player bus, toast and modal commands, page title
    'playerBus',
    'toast',
    'toastsAtom',
    'openModal',
    'closeModal',
    'patchModalProps',
    'modalAtom',
    'usePageTitle',
  ];
  expect(expected.filter((name) => !(name in core))).toEqual([]);
});

test('shell-only wiring, the kit, forms and Node-only schemas stay out of the core', () => {
  const shellOnly = [
    'setNavigate',
    'navigateTo',
    'expireSession',
    'checkSession',
    'startRealtime',
    'configureAnalytics',
    'gtagTransport',
    'configurePush',
    'closeToast',
    'removeToast',
    'isLocalEnvironment',
  ];
  const kit = ['Button', 'Dialog', 'PortalThemeProvider', 'UiGallery', 'QueryErrorAlert'];
  const formNames = ['useZodForm', 'FormError', 'signInFormSchema'];
  const nodeOnly = ['tenantConfigSchema', 'parseTenantConfig', 'parseUserAgent'];
  expect([...shellOnly, ...kit, ...formNames, ...nodeOnly].filter((name) => name in core)).toEqual([]);
});

test('the kit entry exports the design system, not the gallery', () => {
  const expected = [
    'PortalThemeProvider',
    'GlobalStyles',
    'createPortalEmotionCache',
    'Button',
    'TextField',
    'Dialog',
    'Alert',
    'QueryErrorAlert',
    'Narrow',
    'ToastViewport',
    'Icon',
    'FollowButton',
    'WatchlistButton',
    'CardFields',
    'loadCardProvider',
    'RouteLink',
    'RouteNavLink',
    'UserText',
    'EmailText',
    'wrapAnywhere',
    'truncateLines',
  ];
  expect(expected.filter((name) => !(name in ui))).toEqual([]);
  expect('UiGallery' in ui).toBe(false);
  expect('api' in ui).toBe(false);
});

test('the forms entry exports the form hook and the contract schemas', () => {
  expect(['useZodForm', 'FormError', 'signInFormSchema', 'signUpFormSchema', 'profileFormSchema', 'PASSWORD_MIN'].filter((name) => !(name in forms))).toEqual(
    [],
  );
});
