export { useZodForm } from './use-zod-form.ts';
export type { UseZodFormOptions, UseZodFormReturn } from './use-zod-form.ts';
export { FormError } from './FormError.tsx';
export type { FormErrorProps } from './FormError.tsx';
