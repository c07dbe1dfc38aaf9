export * from './customer.ts';
export { routeAvailable, useRouteAvailable } from './route-available.ts';
export { FAVOURITE_CLUB_PATH, SIGN_UP_PATH, signUpPages, signUpSteps, stepPosition, type SignUpStepsTenant } from './sign-up-steps.ts';
