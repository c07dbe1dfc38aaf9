import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@portal/shared/ui';

export interface FormErrorProps extends Omit<AlertProps, 'kind' | 'children'> {
  /** The failed call (or any error); nothing renders while it is null or undefined. */
  error: unknown;
  /** Its text, usually `form.describeError`. */
  describe: (error: unknown) => ReactNode;
}

/** The form-level error: a danger alert (role alert, announced at once) with the error's text. */
export function FormError({ error, describe, ...rest }: FormErrorProps) {
  if (error === null || error === undefined) return null;
  return (
    <Alert kind="danger" {...rest}>
      {describe(error)}
    </Alert>
  );
}
