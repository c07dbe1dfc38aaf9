// Small form state for the auth pages: values, field errors shown after the first submit
// (then re-checked as the user types), and focus on the first invalid field.
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { ValidationKey } from '../lib/validation.ts';

export type Validators<V> = { [K in keyof V]?: (value: V[K], all: V) => ValidationKey | null };

export function useForm<V extends Record<string, string | boolean>>(initial: V, validators: Validators<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, ValidationKey>>>({});
  const submitted = useRef(false);
  const refs = useRef<Partial<Record<keyof V, HTMLInputElement | HTMLSelectElement | null>>>({});

  const check = useCallback(
    (next: V) => {
      const out: Partial<Record<keyof V, ValidationKey>> = {};
      for (const key of Object.keys(validators) as (keyof V)[]) {
        const error = validators[key]?.(next[key], next);
        if (error) out[key] = error;
      }
      return out;
    },
    [validators],
  );

  const set = useCallback(
    <K extends keyof V>(key: K, value: V[K]) => {
      setValues((prev) => {
        const next = { ...prev, [key]: value };
        if (submitted.current) setErrors(check(next));
        return next;
      });
    },
    [check],
  );

  /** Props for a text input or select bound to `key`. */
  const field = <K extends keyof V>(key: K) => ({
    name: String(key),
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, e.target.value as V[K]),
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      refs.current[key] = el;
    },
  });

  /** Validates all fields; on failure focuses the first invalid one and returns false. */
  const validateAll = (): boolean => {
    submitted.current = true;
    const out = check(values);
    setErrors(out);
    const first = (Object.keys(validators) as (keyof V)[]).find((k) => out[k]);
    if (first !== undefined) {
      refs.current[first]?.focus();
      return false;
    }
    return true;
  };

  return { values, errors, set, field, validateAll, setErrors };
}
