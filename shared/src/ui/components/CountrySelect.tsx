// The country field of the sign-up and of the profile: one select of ISO codes named in the
// viewer's language (countries.ts). A free text stored by another client stays selectable as it is.
import { useMemo } from 'react';
import { countryCodeOf, countryOptions } from '../countries.ts';
import { Select, type SelectProps } from './Select.tsx';

export interface CountrySelectProps extends Omit<SelectProps, 'options' | 'children'> {
  /** The language the names are shown in. */
  locale: string;
  /** What the API stored (an English name, a code, or free text). */
  stored?: string | null;
}

export function CountrySelect({ locale, stored, ...props }: CountrySelectProps) {
  const storedCode = countryCodeOf(stored);
  const options = useMemo(() => {
    const list = countryOptions(locale);
    return stored && !storedCode ? [{ value: stored, label: stored }, ...list] : list;
  }, [locale, stored, storedCode]);
  return <Select autoComplete="country" {...props} options={options} />;
}
