// @portal/shared/forms: what form pages need (react-hook-form with the contract's zod/mini
// schemas), its own federated singleton so pages without forms (home, lists) never load it.
export { useZodForm } from './use-zod-form.ts';
export type { UseZodFormOptions, UseZodFormReturn } from './use-zod-form.ts';
export { FormError } from './FormError.tsx';
export { weakPasswordKey, weakPasswordKeyOfError } from './weak-password.ts';
export { PASSWORD_MIN_SCORE, type PasswordContext, type WeakPasswordReason } from '../contract/password-strength.ts';
export type { FormErrorProps } from './FormError.tsx';
export * from '../contract/account-schemas.ts';
export * from '../contract/commerce-schemas.ts';
export * from '../contract/media-schemas.ts';
