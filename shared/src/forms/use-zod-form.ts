// The kit's form hook: react-hook-form with a zod schema from the contract. It wires the
// resolver (errors after the first submit, re-checked as the viewer types, focus on the first
// invalid field), translates field errors (schemas report i18n keys, `validation.*`), guards
// against double submits and keeps a failed call as the form-level error, shown through
// errorText (api/README.md: errors.{code}, else the server's message, else the default text).
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { $ZodType, input as ZodInput, output as ZodOutput } from 'zod/v4/core';
import { errorText } from '@portal/shared';

export interface UseZodFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /** i18n namespace holding the `validation.*` and `errors.*` texts (the app's own). */
  ns?: string;
  /** Interpolation values for the validation texts (e.g. `{ min: PASSWORD_MIN, max: PASSWORD_MAX }`). */
  messageValues?: Record<string, unknown>;
}

export interface UseZodFormReturn<TValues extends FieldValues, TOutput extends FieldValues> extends UseFormReturn<TValues, unknown, TOutput> {
  /** The translated error of a field, or undefined. */
  fieldError: (name: FieldPath<TValues>) => string | undefined;
  /** `register(name)` plus its translated `error`, for TextField, Select and Checkbox. */
  field: <N extends FieldPath<TValues>>(name: N) => ReturnType<UseFormReturn<TValues>['register']> & { error: string | undefined };
  /** Builds the form's onSubmit: validates, then runs `action` with the parsed (trimmed) values. */
  submit: (action: (values: TOutput) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from a valid submit until its action settles. */
  submitting: boolean;
  /** What the last action threw (cleared on the next submit), or null. */
  formError: unknown;
  setFormError: (error: unknown) => void;
  /** The translated text of an error (the form's, or another one shown in the same place). */
  describeError: (error: unknown) => string;
}

export function useZodForm<S extends $ZodType<FieldValues, FieldValues>>(
  schema: S,
  { defaultValues, ns, messageValues }: UseZodFormOptions<ZodInput<S>>,
): UseZodFormReturn<ZodInput<S>, ZodOutput<S>> {
  type In = ZodInput<S>;
  type Out = ZodOutput<S>;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as unknown as $ZodType<Out, In>) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { t } = useTranslation(ns);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  // A ref, not state: a second click in the same tick must see the first one.
  const busy = useRef(false);
  const { errors } = form.formState;

  const fieldError = (name: FieldPath<In>): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? String(t(message, { ...messageValues })) : undefined;
  };

  const describeError = useCallback((error: unknown) => errorText(error, (key, options) => String(t(key, { ...options }))), [t]);

  const { handleSubmit } = form;
  const submit = useCallback(
    (action: (values: Out) => unknown) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      setFormError(null);
      await handleSubmit(async (values) => {
        busy.current = true;
        setSubmitting(true);
        try {
          await action(values);
        } catch (error) {
          setFormError(error);
        } finally {
          busy.current = false;
          setSubmitting(false);
        }
      })(event);
    },
    [handleSubmit],
  );

  return {
    ...form,
    fieldError,
    field: (name) => ({ ...form.register(name), error: fieldError(name) }),
    submit,
    submitting,
    formError,
    setFormError,
    describeError,
  };
}
