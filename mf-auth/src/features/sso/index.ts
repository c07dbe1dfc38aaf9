// What the sign-in and sign-up pages take from single sign-on: the provider buttons and the flow they start.
export { SsoButtons } from './SsoButtons.tsx';
export { useSsoSignIn } from './use-sso-sign-in.ts';
