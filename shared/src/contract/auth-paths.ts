// Login-page addresses other apps send people to (docs/product.md "Behaviours"): the shell after
// a failed refresh or a removed device, mf-auth after a device-limit failure.
export const LOGIN_SESSION_EXPIRED = '/auth/login/?sessionExpired=true';
export const LOGIN_DEVICE_NOT_ALLOWED = '/auth/login/?deviceNoLongerAllowedError=true';
