// Browser code imports only from the package root: everything public must be there.
import * as shared from '@portal/shared';

test('the root exports every public module', () => {
  const expected = [
    // contract
    'LOCALES', 'containerName', 'REMOTE_IDS',
    // config
    'customerConfigAtom', 'useCustomerConfig', 'getCustomerConfig', 'setCustomerConfig',
    // http
    'api', 'configureApi', 'createApiClient', 'apiPaged', 'ApiError', 'errorText', 'tokenDataFromResponse',
    // session
    'portalStore', 'userAtom', 'tokenAtom', 'userTokenDataAtom', 'followedAtom', 'devicesAtom', 'selectedAtom',
    'creditCardAtom', 'creditCardTokenAtom', 'ppvTicketsAtom', 'pendingAccessTokenRefreshAtom', 'isAuthenticatedAtom',
    'applySignIn', 'logout', 'setUser', 'getDeviceId', 'deviceName', 'setNavigate',
    // model
    'mapEvent', 'mapUserProfile', 'mapDevice', 'mapPagedList', 'mapTag', 'tagCreationPayload', 'CONTENT_KINDS',
    // query
    'createQueryClient', 'requestStateOf',
    // realtime
    'createRealtime', 'startRealtime', 'getRealtime',
    // i18n
    'i18n', 'initI18n', 'setLocale', 'isRtl', 'registerNamespace',
    // telemetry
    'analytics', 'configureAnalytics', 'push', 'configurePush', 'reportError', 'configureErrorReporting',
    // player bus, chrome
    'playerBus', 'toast', 'toastsAtom', 'modalAtom', 'openModal', 'closeModal', 'patchModalProps',
  ];
  const missing = expected.filter((name) => !(name in shared));
  expect(missing).toEqual([]);
});

test('the root does not carry the zod tenant schema (Node only: keeps zod out of the browser bundle)', () => {
  expect('tenantConfigSchema' in shared).toBe(false);
  expect('parseTenantConfig' in shared).toBe(false);
});
